import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

const BOLT = 'Viking Outdoor old shop';

test('admins see the instant transfer of an archived Bolt; the dialog asks for the new customer', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto('/bolts/archive');
  await page.getByRole('button', { name: `Transfer ${BOLT}` }).click();
  const dialog = page.getByRole('dialog', { name: `Transfer ${BOLT}` });
  await expect(dialog).toContainText('stays archived until it is restored');
  await dialog.getByRole('button', { name: 'Transfer' }).click();
  await expect(dialog.getByText('Please select customer')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test('staff restore an archived Bolt: it leaves the archive and is live again', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/archive');
  const row = page.getByRole('row', { name: new RegExp(BOLT) });
  await expect(row).toContainText('Viking Outdoor');
  await expect(row).toContainText('Business');
  // The instant transfer is for admins only.
  await expect(row.getByRole('button', { name: /Transfer/ })).toHaveCount(0);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Restore ${BOLT}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Restore this Bolt?' });
  await expect(dialog).toContainText(`${BOLT} of Viking Outdoor`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText('Bolt restored')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(BOLT) })).toHaveCount(0);
  await expect(page.getByText('No archived Bolts')).toBeVisible();

  await page.goto('/bolts');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill(BOLT);
  await expect(page.getByRole('row', { name: new RegExp(BOLT) })).toBeVisible();
});
