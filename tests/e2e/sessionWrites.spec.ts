import { expect, test } from '@playwright/test';
import { signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
test('a 401 during an action (purge cache) lands on sign-in, with no success toast, and comes back', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cache');
  await expect(page.getByRole('heading', { name: 'Cache', level: 1 })).toBeVisible();
  await revokeSession(page);

  await page.getByRole('button', { name: 'Purge everything' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Purge everything' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('purged', { exact: true })).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/cache$/);
});

test('a 401 while saving a form (IP block) lands on sign-in and comes back', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ip-blocks/create');
  await page.getByRole('textbox', { name: 'IP address or range' }).fill('198.51.100.9');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Scraping');
  await revokeSession(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/login/);

  await signIn(page, 'staff@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/ip-blocks\/create$/);
});
