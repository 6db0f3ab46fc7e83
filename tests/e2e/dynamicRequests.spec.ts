import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

test('staff rank Bolts by dynamic requests against their allowance, by period', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/dynamic-requests');
  const rows = page.getByRole('row');
  await expect(rows.nth(1)).toContainText(' M');
  await expect(page.getByText('Over allowance').first()).toBeVisible();
  await expectAccessible(page);

  const month = await rows.nth(1).innerText();
  const week = page.waitForResponse((response) => response.url().includes('filter%5Bperiod%5D=week') && response.ok());
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await week;
  await expect(rows.nth(1)).not.toHaveText(month);

  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('Acme main shop');
  await expect(rows).toHaveCount(2);
  await page.getByRole('link', { name: 'Acme main shop' }).click();
  await expect(page).toHaveURL(/\/bolts\/\d+$/);
});
