import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

test('on a phone the menu opens from the menu button', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'Bolts' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'IP blocks' })).toBeVisible();
  await drawer.getByRole('link', { name: 'Servers' }).click();
  await expect(page).toHaveURL(/\/servers$/);
  await expect(page.getByText('web01').first()).toBeVisible();
});
