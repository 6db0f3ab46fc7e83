import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './fixtures';

const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

async function moreItems(page: Page) {
  await mainMenu(page).getByRole('button', { name: 'More' }).click();
  const items = await page.getByRole('menu').getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  return items.map((text) => text.trim());
}

test('a customer has no staff tools', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await expect(mainMenu(page).getByRole('link', { name: 'Bolts' })).toBeVisible();
  await expect(mainMenu(page).getByRole('button', { name: 'More' })).toHaveCount(0);
  await expect(page.getByText(/expiring certificate/)).toHaveCount(0);
});

test('staff get the back office under More, without admin-only items', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  const items = await moreItems(page);
  expect(items).toEqual(expect.arrayContaining(['IP blocks', 'User agents', 'Lockdown', 'Servers', 'Customers']));
  expect(items).not.toContain('SSH management');
  await expect(page.getByRole('link', { name: /expiring certificate/ })).toBeVisible();
});

test('admins also get admin-only items', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  expect(await moreItems(page)).toEqual(expect.arrayContaining(['IP blocks', 'Servers', 'SSH management']));
});

test('a site database’s Settings opens within the site, says when the site does not use it, and connects it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/2/databases');
  const settings = page.getByRole('main').getByRole('link', { name: 'Settings', exact: true }).first();
  const empty = page.getByText('No data. Connect a database');
  await expect(settings.or(empty)).toBeVisible();
  if (await empty.isVisible()) {
    // Run alone, the site uses none of the Bolt's databases yet (other journeys connect some): it connects one.
    const connect = page.getByRole('region', { name: 'Connect a database' });
    await connect.getByRole('combobox', { name: 'Database of this Bolt' }).click();
    await page.getByRole('option', { disabled: false }).first().click();
    await connect.getByRole('button', { name: 'Connect' }).click();
    await expect(page.getByText('db connected')).toBeVisible();
  }
  await expect(settings).toBeVisible();
  await settings.click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/2\/databases\/settings\/\d+\/database$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Settings of / })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Acme main shop');
  await expect(page.getByRole('link', { name: 'Back to the site’s databases' })).toHaveAttribute('href', '/bolts/1/environments/2/databases');
  await expect(page.getByText('This page is not available yet.')).toHaveCount(0);

  // A database of the Bolt the site does not use (a new one) opens too, says so, and connects from here.
  const ids = await page.evaluate(async (name) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ data: { type: 'databases', attributes: { name } } });
    const created = await (await fetch('/v1/bolts/1/databases', { method: 'POST', headers, body })).json();
    const otherBolt = await (await fetch('/v1/bolts/2/databases?per_page=1', { headers })).json();
    return { unused: String(created.data.id), otherBolt: String(otherBolt.data[0].id) };
  }, `Unused ${Date.now()}`);
  await page.goto(`/bolts/1/environments/2/databases/settings/${ids.unused}/database`);
  const notice = page.getByRole('status').filter({ hasText: 'This database is not connected to this site.' });
  await expect(notice).toBeVisible();
  const sitesUsing = page
    .getByRole('term')
    .filter({ hasText: /^Sites using it$/ })
    .locator('xpath=following-sibling::dd[1]');
  await expect(sitesUsing).toHaveText('—');
  await notice.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('db connected')).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expect(sitesUsing).toHaveText('Web shop 2');

  // Another Bolt's database is missing under this site, though the same customer owns both Bolts.
  await page.goto(`/bolts/1/environments/2/databases/settings/${ids.otherBolt}/database`);
  await expect(page.getByRole('status').filter({ hasText: 'This database does not exist or belongs to another Bolt.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: /^Settings of / })).toHaveCount(0);
});

test('a newer deployed version offers a reload, checked once until the interval passes', async ({ page }) => {
  const asked: string[] = [];
  await page.route('**/version.json*', (route) => {
    asked.push(route.request().url());
    return route.fulfill({ json: { version: 'a-newer-build' } });
  });
  await signedIn(page, 'customer@demo.test');
  await expect(page.getByRole('button', { name: 'A new version is available. Click here to reload.' })).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(asked[0]).toMatch(/\/version\.json\?t=\d+$/);
  // Another page of the same session does not check again (spec 1 §9: at most every 21600 s).
  await page.goto('/bolts');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(asked).toHaveLength(1);
});

test('the customer’s combined site/Bolt search asks the search as they type and opens the chosen Bolt', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  const search = page.getByRole('combobox', { name: 'Search Bolts and sites' });
  const searched = page.waitForRequest((request) => /\/v1\/search\?q=marketing&filter%5Btype%5D=bolts%2Csites$/.test(request.url()));
  await search.fill('marketing');
  await searched;
  await expect(page.getByRole('option')).toHaveText([/^Acme marketing/]);
  // An empty search offers the first page of every Bolt the customer has (other journeys add some).
  const bolts = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch('/v1/bolts?per_page=1', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  });
  await search.fill('');
  await expect(page.getByRole('option')).toHaveCount(Math.min(bolts, 15));
  // Sites are found too, under their Bolt.
  await search.fill('web shop 2');
  await expect(page.getByRole('option', { name: /^Web shop 2.*Acme main shop/ })).toBeVisible();
  await search.fill('scale');
  await page.getByRole('option', { name: /^Acme scale-out/ }).click();
  await expect(page).toHaveURL(/\/bolts\/\d+$/);
});

test('staff’s Bolt switcher lists every Bolt a page at a time', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/1');
  await page.getByRole('button', { name: /^Switch Bolt:/ }).click();
  const switcher = page.getByRole('menu', { name: 'Switch Bolt' });
  const bolts = switcher.getByRole('menuitem').filter({ hasNotText: 'Show more Bolts' });
  await expect(bolts).toHaveCount(15);
  await switcher.getByRole('menuitem', { name: 'Show more Bolts' }).click();
  await expect(bolts).toHaveCount(30);
});

test('landing shows why the Bolts could not be loaded, and Retry loads them', async ({ page }) => {
  await page.route('**/v1/bolts?*', (route) => route.fulfill({ status: 500, json: { errors: [{ status: '500', title: 'Unexpected error' }] } }));
  await signedIn(page, 'customer@demo.test');
  await expect(page.getByText('Your Bolts could not be loaded.')).toBeVisible();
  await expect(page.getByText('You have no Bolts yet.')).toHaveCount(0);
  await page.unroute('**/v1/bolts?*');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /Acme marketing/ })).toBeVisible();
});
