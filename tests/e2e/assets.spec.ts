import { expect, test, type Page } from '@playwright/test';
import { signIn, signedIn } from './fixtures';

interface Seen {
  url: string;
  fromCache: boolean;
  encoding?: string;
  cacheControl?: string;
  bytes?: number;
}

/** Every request of the page as Chromium's network layer saw it, with whether its cache answered. */
async function watchNetwork(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  const byId = new Map<string, Seen>();
  session.on('Network.requestWillBeSent', ({ requestId, request }) => byId.set(requestId, { url: new URL(request.url).pathname, fromCache: false }));
  session.on('Network.requestServedFromCache', ({ requestId }) => Object.assign(byId.get(requestId) ?? {}, { fromCache: true }));
  session.on('Network.responseReceived', ({ requestId, response }) => {
    const header = (name: string) => Object.entries(response.headers).find(([key]) => key.toLowerCase() === name)?.[1];
    Object.assign(byId.get(requestId) ?? {}, {
      fromCache: byId.get(requestId)?.fromCache || response.fromDiskCache,
      encoding: header('content-encoding'),
      cacheControl: header('cache-control'),
      bytes: Number(header('content-length')),
    });
  });
  return {
    assets: () => [...byId.values()].filter((seen) => seen.url.startsWith('/assets/')),
    clear: () => byId.clear(),
  };
}

const firstListRow = (page: Page) => page.locator('#main-content tbody tr').filter({ hasText: /\S/ }).first();

test('the panel’s assets come compressed and for good, so a reload of /bolts takes them all from the browser’s cache', async ({ page }) => {
  const network = await watchNetwork(page);
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts');
  await expect(firstListRow(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const loaded = network.assets();
  expect(loaded.length).toBeGreaterThan(0);
  for (const asset of loaded.filter((seen) => !seen.fromCache)) {
    expect(asset.cacheControl, asset.url).toBe('public, max-age=31536000, immutable');
    // Text files come compressed; a font (WOFF2 is Brotli inside) or a tiny file does not gain from it.
    if (asset.encoding !== undefined) expect(['br', 'gzip'], asset.url).toContain(asset.encoding);
    else if (!asset.url.endsWith('.woff2')) expect(asset.bytes, asset.url).toBeLessThan(1024);
  }

  network.clear();
  await page.reload();
  await expect(firstListRow(page)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const reloaded = network.assets();
  expect(reloaded.length).toBeGreaterThan(0);
  expect(reloaded.filter((seen) => !seen.fromCache).map((seen) => seen.url)).toEqual([]);
});

test('signing in reads the landing’s data in one round of parallel calls, each once, and nothing the page does not show', async ({ page }) => {
  await page.goto('/login');
  // The API calls in the order Chromium sent them and their answers came back.
  const events: string[] = [];
  const apiPath = (url: string) => url.replace(/^.*?\/v1\//, '');
  page.on('request', (request) => {
    if (request.url().includes('/v1/')) events.push(`sent ${apiPath(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    if (request.url().includes('/v1/')) events.push(`answered ${apiPath(request.url())}`);
  });
  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page.getByRole('link', { name: /Acme marketing/ })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const reads = events.filter((event) => !event.endsWith('auth/login'));
  expect(reads.filter((event) => event.startsWith('sent ')).sort()).toEqual([
    'sent bolts?page=1&per_page=6&sort=name&direction=asc',
    // The top bar's jobs tray: its button counts what runs.
    'sent jobs',
    'sent start-learning',
    'sent transfers/incoming',
  ]);
  // The two read ahead while signing in were both on their way before the first answer came back.
  expect(reads.slice(0, 2).every((event) => event.startsWith('sent '))).toBe(true);
});
