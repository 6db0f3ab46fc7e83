import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

/** Issue 14: list rows are links a keyboard reaches; columns say their names in words; searches clear. */
test('a customer opens a Bolt from the list by keyboard, and sees no internal ids there', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts');
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Acme main shop' })).toBeVisible();
  // The name leads the row: no ID column, and sorting says its column as written.
  await expect(table.getByRole('columnheader').first()).not.toHaveText('ID');
  await expect(table.getByRole('columnheader', { name: 'ID' })).toHaveCount(0);
  await expect(page.getByText('Sort by iD')).toHaveCount(0);

  const link = table.getByRole('link', { name: 'Acme main shop' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/bolts/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme main shop' })).toBeVisible();
  // Nor on the dashboard: the Bolt's internal id is for staff.
  await expect(page.getByText(/#1\b/)).toHaveCount(0);
});

test('staff clear what they typed in the Bolt search', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  // On the Bolt list the list's own search is the one box; the Bolt search is on every other page.
  await page.goto('/bolts');
  await expect(page.getByRole('textbox', { name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByRole('search').getByRole('textbox', { name: 'Search Bolts and sites' })).toHaveCount(0);
  await page.goto('/domains');
  const search = page.getByRole('search').getByRole('textbox', { name: 'Search Bolts and sites' });
  await search.fill('acme');
  const clear = page.getByRole('search').getByRole('button', { name: 'Clear search' });
  await clear.focus();
  await page.keyboard.press('Enter');
  await expect(search).toHaveValue('');
  await expect(clear).toHaveCount(0);
});
