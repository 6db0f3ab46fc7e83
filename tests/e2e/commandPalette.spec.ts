import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'How can we help you?' });
const field = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Search Bolts, sites, domains, databases and help articles' });
const commands = (page: Page) => overlay(page).getByRole('listbox', { name: 'Commands' });
// Web shop 2: the journeys that read development mode use another site.
const SITE = '/bolts/1/environments/2';

test('the palette runs actions on the site in view: development mode on and off, and a purge after its question', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();

  await page.keyboard.press('Control+K');
  await expect(field(page)).toBeFocused();
  const actions = commands(page).getByRole('group', { name: 'Actions on Web shop 2' });
  await expect(actions.getByRole('option')).toHaveText(['Purge all cache', 'Turn on development mode', 'Add a domain', /^Open WordPress admin/]);
  // The pages wait to be asked for.
  await expect(commands(page).getByRole('option', { name: 'Go to Bolts' })).toHaveCount(0);
  await field(page).fill('go bol');
  await expect(commands(page).getByRole('option')).toHaveText([/^Go to Bolts/]);
  await field(page).fill('');
  await expectAccessible(page);

  // Typed words narrow the commands; the first one left is chosen, and the field says which.
  await field(page).fill('dev mode');
  const devMode = commands(page).getByRole('option', { name: 'Turn on development mode' });
  await expect(commands(page).getByRole('option')).toHaveCount(1);
  await expect(devMode).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await devMode.getAttribute('id')) ?? 'none');
  await field(page).press('Enter');
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByText('dev mode activated')).toBeVisible();

  // The page in view now offers the opposite, and the cache page agrees.
  await page.keyboard.press('Control+K');
  await field(page).fill('development');
  await expect(commands(page).getByRole('option')).toHaveText(['Turn off development mode']);
  await field(page).press('Enter');
  await expect(page.getByText('dev mode deactivated')).toBeVisible();
  await page.goto(`${SITE}/cache`);
  await expect(
    page.getByRole('switch', { name: 'Development mode is off' }).or(page.getByRole('checkbox', { name: 'Development mode is off' })),
  ).toBeVisible();

  // ↓ chooses the next command; Purge asks the cache page's question first.
  await page.keyboard.press('Control+K');
  await field(page).fill('cache');
  await expect(commands(page).getByRole('option', { name: 'Purge all cache' })).toHaveAttribute('aria-selected', 'true');
  await field(page).press('ArrowDown');
  await expect(commands(page).getByRole('option', { name: 'Turn on development mode' })).toHaveAttribute('aria-selected', 'true');
  await field(page).press('ArrowUp');
  await field(page).press('Enter');
  await page.getByRole('dialog').getByRole('button', { name: 'Purge everything' }).click();
  await expect(page.getByText('purged', { exact: true })).toBeVisible();
});

test('Add a domain opens the domain wizard of the site in view; with no command matching, Enter opens the first result', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await field(page).fill('add domain');
  await commands(page).getByRole('option', { name: 'Add a domain' }).click();
  await expect(page).toHaveURL(new RegExp(`${SITE}/domains/create$`));
  await expect(page.getByRole('heading', { name: 'Which domain do you want to add?' })).toBeVisible();

  await page.goto('/bolts/1');
  await expect(page.getByRole('heading', { name: 'Acme main shop', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await field(page).fill('web shop 2');
  await expect(commands(page)).toHaveCount(0);
  await expect(overlay(page).getByRole('link', { name: /^Web shop 2/ })).toBeVisible();
  await field(page).press('Enter');
  await expect(page).toHaveURL(/\/bolts\/\d+\/environments\/\d+/);
  await expect(overlay(page)).toHaveCount(0);
});

test('? lists the shortcuts, g then b opens the Bolts, and menus show their keys', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();
  await page.keyboard.press('?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list.getByRole('definition')).toContainText(['Search, and run commands on the page in view', 'Show this list', 'Go to Bolts']);
  await expect(list.getByRole('term').filter({ hasText: 'G then B' })).toHaveCount(1);
  await expectAccessible(page);
  await list.getByRole('button', { name: 'Close' }).click();
  await expect(list).toHaveCount(0);

  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/bolts$/);

  // Letters typed in a field stay text.
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('gd');
  await expect(page).toHaveURL(/\/bolts(\?.*)?$/);

  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'SSH keys' })).toHaveAttribute('aria-keyshortcuts', 'g k');
  await menu.getByRole('menuitem', { name: 'Keyboard shortcuts' }).click();
  await expect(list).toBeVisible();
});

test('on a Bolt’s page the palette offers Create a site', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1');
  await expect(page.getByRole('heading', { name: 'Acme main shop', level: 1 })).toBeVisible();
  await page.keyboard.press('Control+K');
  await commands(page).getByRole('option', { name: 'Create a site' }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/create$/);
});
