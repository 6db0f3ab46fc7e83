import { expect, test } from '@playwright/test';
import { colorScheme, signedIn } from './fixtures';

test('the chosen theme survives a reload', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  expect(await colorScheme(page)).toBe('light');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => colorScheme(page)).toBe('dark');
  await page.keyboard.press('Escape');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  expect(await colorScheme(page)).toBe('dark');
  await page.goto('/appearance');
  await page.getByRole('radio', { name: /Light/ }).check();
  await expect.poll(() => colorScheme(page)).toBe('light');
});
