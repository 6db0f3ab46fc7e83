import { expect, test, type Page } from '@playwright/test';
import { HELP_SITE_URL } from '../../src/rules/help';
import { expectAccessible, signedIn } from './fixtures';

const overlay = (page: Page) => page.getByRole('dialog', { name: 'How can we help you?' });
const field = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Search Bolts, sites, domains, databases and help articles' });

test('the search overlay finds a site by name and opens it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.keyboard.press('Control+K');
  await expect(overlay(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await field(page).fill('web shop 2');
  const result = overlay(page).getByRole('link', { name: /^Web shop 2.*Acme main shop/ });
  await expect(result).toBeVisible();
  await expect(overlay(page).getByRole('tab', { name: 'Sites (1)' })).toBeVisible();
  await expectAccessible(page);
  await result.click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/bolts\/\d+\/environments\/\d+/);
  await expect(page.getByRole('heading', { name: 'Web shop 2', level: 1 })).toBeVisible();
});

test('the overlay closes with Escape or its close button, giving focus back to the search button', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  const open = page.getByRole('button', { name: 'Open search' });
  await open.click();
  await expect(overlay(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
  await expect(open).toBeFocused();

  await open.click();
  await field(page).fill('no such thing anywhere');
  await expect(overlay(page).getByRole('status')).toHaveText('Nothing matches “no such thing anywhere”.');
  await overlay(page).getByRole('button', { name: 'Close search' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(open).toBeFocused();
});

test('a tab shows one type of result, and Enter opens its first', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.keyboard.press('Control+K');
  await field(page).fill('acme-webshop');
  await expect(overlay(page).getByRole('status')).toHaveText('4 results');
  await overlay(page)
    .getByRole('tab', { name: /^Domains/ })
    .click();
  const domains = overlay(page).getByRole('tabpanel').getByRole('link');
  await expect(domains).toHaveText([/^acme-webshop\.no/, /^outlet\.acme-webshop\.no/, /^staging\.acme-webshop\.no/, /^www\.acme-webshop\.no/]);
  // The domains page of the first domain's site.
  await field(page).press('Enter');
  await expect(overlay(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/bolts\/\d+\/environments\/\d+\/domains$/);
});

test('help articles and the help button open the provider’s help site in a new tab', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  const help = page.getByRole('link', { name: 'Help (opens in a new tab)' });
  await expect(help).toHaveAttribute('href', HELP_SITE_URL);
  await expect(help).toHaveAttribute('target', '_blank');
  await expect(help).toHaveAttribute('rel', /noopener/);
  await page.keyboard.press('Control+K');
  await field(page).fill('cron');
  const article = overlay(page).getByRole('link', { name: /^Scheduling cron jobs/ });
  await expect(article).toHaveAttribute('href', `${HELP_SITE_URL}/articles/cron-jobs`);
  await expect(article).toHaveAttribute('target', '_blank');
});

test('the search icon is 30 px on larger screens and 24 px on small ones', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  const icon = page.getByRole('button', { name: 'Open search' }).locator('svg');
  await expect.poll(async () => (await icon.boundingBox())?.width).toBe(30);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await icon.boundingBox())?.width).toBe(24);
});

test('staff search every customer’s records, each with its customer, and get no chat', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.keyboard.press('Control+K');
  await field(page).fill('m');
  await expect(overlay(page).getByRole('status')).toHaveText(/Type at least 2 characters/);
  await field(page).fill('media news');
  await expect(overlay(page).getByRole('link', { name: /^Other Media news.*Customer: Other Media Ltd/ })).toBeVisible();
  await expect(overlay(page).getByRole('switch', { name: 'Allow the support chat' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // The staff's top Bolt search answers from the same search, with the whole Bolt list at its end.
  const search = page.getByRole('textbox', { name: 'Search Bolts and sites' });
  await search.fill('media news');
  await search.press('Enter');
  await expect(page.getByRole('link', { name: /^Other Media news.*Customer: Other Media Ltd/ })).toBeVisible();
  await page.getByRole('link', { name: 'All Bolts matching “media news”' }).click();
  await expect(page).toHaveURL(/\/bolts\?filter=/);
});

/** Turns the chat on through the consent switch below the search results. */
async function consentToChat(page: Page) {
  await page.keyboard.press('Control+K');
  await overlay(page).getByRole('switch', { name: 'Allow the support chat' }).check();
  await overlay(page).getByRole('button', { name: 'Close search' }).click();
}

test('a customer who consents gets the sandbox chat', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  const launcher = page.getByRole('button', { name: 'Chat with support' });
  await expect(launcher).toHaveCount(0);
  await consentToChat(page);
  await launcher.click();
  const chat = page.getByRole('dialog', { name: 'Support chat' });
  await expect(chat.getByRole('log')).toContainText('Hi Kari! How can we help you?');
  await chat.getByRole('textbox', { name: 'Message' }).fill('My site is slow');
  await chat.getByRole('button', { name: 'Send' }).click();
  await expect(chat.getByRole('log')).toContainText('My site is slow');
  await expect(chat.getByRole('log')).toContainText('This is a sandbox chat');
  await expectAccessible(page);
});

test('logging out withdraws the consent to the chat', async ({ page }) => {
  // Two sign-ins and a logout.
  test.setTimeout(120_000);
  await signedIn(page, 'customer@demo.test');
  await consentToChat(page);
  await expect(page.getByRole('button', { name: 'Chat with support' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Signed in again, the shell (which holds the chat) is there, and the chat is not.
  await signedIn(page, 'customer@demo.test');
  await expect(page.getByRole('button', { name: 'Chat with support' })).toHaveCount(0);
});
