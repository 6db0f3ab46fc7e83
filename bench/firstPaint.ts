/**
 * First paint in headless Chromium against the real server (a child process on a fresh PGlite
 * directory, demo data): the median of N sign-ins from submit to the first Bolt row on landing, and
 * of N signed-in reloads of /bolts to the list's first row; the bytes on the wire and the requests
 * of such a reload and of the sign-in page's first load. `measureFirstPaint()` is called by
 * bench/run.ts; `npx tsx bench/firstPaint.ts [--runs=N]` runs it alone.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EMAIL = 'customer@demo.test';
const PASSWORD = 'demo-password-1';
/** How long a person takes to type their e-mail and password: the page's idle work happens meanwhile. */
const TYPING_MS = 2_000;
const START_TIMEOUT_MS = 300_000;
const ROW_TIMEOUT_MS = 30_000;
const CHROMIUM_ARGS = ['--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

export interface FirstPaintOptions {
  /** Sign-ins and reloads measured (each); the median is reported. */
  runs?: number;
  /** The built panel the server serves (npm start builds it there when missing or stale). */
  distDir?: string;
}

interface Target {
  /** The landing's first Bolt row links here. */
  landingHref: string;
  /** The /bolts list's first row shows this name. */
  listName: string;
}

/**
 * Runs in the page before its own scripts: notes when the sign-in form is submitted and the frame in
 * which the first Bolt row of the landing or of the list is in the DOM and laid out (the next
 * animation frame, which paints it), in the page's own clock (0 = navigation start).
 */
const pageProbe = (target: Target) => `(() => {
  const target = ${JSON.stringify(target)};
  const marks = (window.__firstPaint = { submit: null, row: null });
  document.addEventListener('submit', () => { marks.submit = performance.now(); }, true);
  const shown = (el) => el.getClientRects().length > 0;
  const found = () =>
    [...document.querySelectorAll('#main-content a[href="' + target.landingHref + '"]')].some(shown) ||
    [...document.querySelectorAll('#main-content tbody tr')].some((tr) => shown(tr) && tr.textContent.includes(target.listName));
  const observer = new MutationObserver(() => {
    if (marks.row !== null || !found()) return;
    marks.row = -1;
    observer.disconnect();
    requestAnimationFrame(() => { marks.row = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

type Marks = { submit: number | null; row: number | null };
/** The probe's marks, read by a function sent to the page (the panel's CSP forbids evaluating strings). */
const marksOf = () => (globalThis as { __firstPaint?: Marks }).__firstPaint;
const rowPainted = () => ((globalThis as { __firstPaint?: Marks }).__firstPaint?.row ?? -1) >= 0;

async function rowPaintedAt(page: Page): Promise<Marks> {
  await page.waitForFunction(rowPainted, undefined, { timeout: ROW_TIMEOUT_MS });
  return (await page.evaluate(marksOf))!;
}

/** Requests and bytes on the wire (headers and bodies, as received) seen by Chromium's network layer. */
async function countTraffic(context: BrowserContext, page: Page) {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  const traffic = { requests: 0, fromCache: 0, bytes: 0 };
  session.on('Network.requestWillBeSent', () => traffic.requests++);
  session.on('Network.requestServedFromCache', () => traffic.fromCache++);
  session.on('Network.responseReceived', ({ response }) => {
    if (response.fromDiskCache) traffic.fromCache++;
  });
  session.on('Network.loadingFinished', ({ encodedDataLength }) => (traffic.bytes += encodedDataLength));
  return {
    reset: () => Object.assign(traffic, { requests: 0, fromCache: 0, bytes: 0 }),
    read: () => ({ ...traffic }),
  };
}

/** The server as `npm start` runs it (building the panel when stale), on a free port and its own data directory. */
async function startServer(distDir: string) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      SEED: 'demo',
      LOG_REQUESTS: '0',
      LOGIN_RATE_LIMIT_MAX: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within ${START_TIMEOUT_MS / 1000} s:\n${output}`)), START_TIMEOUT_MS);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-8_000);
      const ready = /Panel ready at http:\/\/localhost:(\d+)/.exec(output);
      if (ready) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${ready[1]}`);
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before it was ready:\n${output}`)));
  });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { baseUrl, stop };
}

/** What the customer's landing and /bolts show first, asked of the API the way the pages ask. */
async function targetOf(baseUrl: string): Promise<Target> {
  const login = await fetch(`${baseUrl}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const first = async (query: string) => {
    const response = await fetch(`${baseUrl}/v1/bolts?${query}`, { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { data: { id: string; attributes: { name: string } }[] }).data[0];
  };
  const landing = await first('page=1&per_page=1&sort=name&direction=asc');
  const list = await first('page=1&per_page=1&sort=id&direction=desc');
  return { landingHref: `/bolts/${landing.id}`, listName: list.attributes.name };
}

async function fillSignIn(page: Page) {
  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.waitForTimeout(TYPING_MS);
  await page.waitForLoadState('networkidle');
}

/** One sign-in in a new browser profile: the sign-in page's first load, then submit → first Bolt row on landing. */
async function signInOnce(browser: Browser, baseUrl: string, target: Target) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 850 } });
  await context.addInitScript({ content: pageProbe(target) });
  const page = await context.newPage();
  const traffic = await countTraffic(context, page);
  await page.goto('/login', { waitUntil: 'networkidle' });
  const loginPage = traffic.read();
  await fillSignIn(page);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const marks = await rowPaintedAt(page);
  return { context, page, traffic, loginPage, ms: marks.row! - marks.submit! };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const summary = (values: number[]) =>
  `${Math.round(median(values))} ms median of ${values.length} (min ${Math.round(Math.min(...values))}, max ${Math.round(Math.max(...values))})`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The figures as rows of bench/run.ts's last table: what was measured → the result. */
export async function measureFirstPaint({ runs = 7, distDir = process.env.DIST_DIR ?? 'dist' }: FirstPaintOptions = {}): Promise<
  Record<string, string>
> {
  const server = await startServer(distDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const target = await targetOf(server.baseUrl);
    const signIns: number[] = [];
    let loginPage = { requests: 0, fromCache: 0, bytes: 0 };
    for (let run = 0; run < runs; run++) {
      const once = await signInOnce(browser, server.baseUrl, target);
      signIns.push(once.ms);
      loginPage = once.loginPage;
      await once.context.close();
    }

    // Signed in, /bolts opened once (its code and data cached as a person's browser would have them), then reloaded.
    const { context, page, traffic } = await signInOnce(browser, server.baseUrl, target);
    await page.goto('/bolts', { waitUntil: 'networkidle' });
    const reloads: number[] = [];
    let reload = traffic.read();
    for (let run = 0; run < runs; run++) {
      traffic.reset();
      await page.reload();
      reloads.push((await rowPaintedAt(page)).row!);
      await page.waitForLoadState('networkidle');
      reload = traffic.read();
    }
    await context.close();

    return {
      'sign-in submit → first Bolt row (landing)': summary(signIns),
      'signed-in reload of /bolts → first row': summary(reloads),
      'reload of /bolts on the wire': `${kb(reload.bytes)} in ${reload.requests} requests, ${reload.fromCache} of them from the browser's cache`,
      'first load of /login on the wire': `${kb(loginPage.bytes)} in ${loginPage.requests} requests`,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = Number(/^--runs=(\d+)$/.exec(process.argv.find((arg) => arg.startsWith('--runs=')) ?? '')?.[1] ?? 7);
  const result = await measureFirstPaint({ runs });
  for (const [what, value] of Object.entries(result)) console.log(`${what}: ${value}`);
}
