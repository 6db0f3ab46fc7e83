import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

test('staff look up a customer from a domain, open their page and see their Bolts', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/lookup');
  const field = page.getByRole('searchbox', { name: 'Database, site, domain, IP or API key' });
  await expect(field).toBeFocused();
  await expect(page.getByText('What are you looking for?')).toBeVisible();
  await expectAccessible(page);

  await field.fill('no-such-domain.example');
  await expect(page.getByText('Nothing matches "no-such-domain.example"')).toBeVisible();

  await field.fill('https://acme-webshop.no/shop');
  const match = page.getByRole('listitem').filter({ hasText: 'acme-webshop.no' }).filter({ hasText: 'Exact' });
  await expect(match).toContainText('Domain');
  await expect(match.getByRole('link', { name: /Acme main shop/ })).toBeVisible();
  await expectAccessible(page);

  await match.getByRole('link', { name: 'Acme Web AS' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kari Nordmann' })).toBeVisible();
  await expect(page.getByText('customer@demo.test').first()).toBeVisible();
  const bolts = page.getByRole('region', { name: 'Bolts' });
  // Other journeys may give Acme Bolts of their own: the card shows the newest five and how many.
  await expect(bolts.getByText(/^\d+ Bolts$/)).toBeVisible();
  await expect(bolts.getByRole('link', { name: /^Open / }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lockdown' })).toContainText('The account is not locked.');
  await expectAccessible(page);

  await bolts.getByRole('link', { name: 'See all Bolts' }).click();
  await expect(page).toHaveURL(/\/customers\/\d+\/bolts$/);
  await expect(page.getByRole('heading', { level: 1, name: "Kari Nordmann's Bolts" })).toBeVisible();
  for (const name of ['Acme main shop', 'Acme marketing', 'Acme scale-out', 'Acme enterprise']) {
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole('row', { name: /Acme marketing/ }).click();
  await expect(page).toHaveURL(/\/bolts\/\d+$/);
});

test('staff lock a customer from their page and unlock them again', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/customers');
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('pending@demo.test');
  // The search reaches the address once typing pauses; a row clicked before would be left for it.
  await expect(page).toHaveURL(/filter=.*pending/);
  await page
    .getByRole('row', { name: /Pia Pending/ })
    .getByText('pending@demo.test')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Pending' })).toBeVisible();
  const lockdown = page.getByRole('region', { name: 'Lockdown' });
  await lockdown.getByRole('button', { name: 'Lock' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lock Pending Verification AS' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checking the signup by hand');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customer locked')).toBeVisible();
  await expect(lockdown).toContainText('Locked (Soft) by Stian Staff Larsen');
  await expect(lockdown).toContainText('Checking the signup by hand');

  await lockdown.getByRole('button', { name: 'Unlock' }).click();
  await page.getByRole('dialog', { name: 'Lift the lockdown of Pending Verification AS?' }).getByRole('button', { name: 'Lift lockdown' }).click();
  await expect(lockdown).toContainText('The account is not locked.');

  // Both changes are in the account's audit trail, made by staff on the customer's behalf.
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByText('Deleted · Lockdown')).toBeVisible();
  await expect(activity.getByText('Created · Lockdown')).toBeVisible();
  await activity.getByRole('link', { name: 'See all activity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit trail' })).toBeVisible();
  const lifted = page.getByRole('row', { name: /Deleted · Lockdown/ });
  await expect(lifted).toContainText('Stian Staff Larsen');
  await expect(lifted).toContainText('on the account of Pending Verification AS');
  await expect(lifted).toContainText('reason: Checking the signup by hand');
  // The trail says whose it shows, and the filter goes with the Delete key on its chip.
  const scope = page.getByRole('button', { name: /^Filter Customer: Pending Verification AS/ });
  await expect(scope).toBeVisible();
  await expectAccessible(page);
  await scope.focus();
  await page.keyboard.press('Delete');
  await expect(scope).toHaveCount(0);
  await expect(page).not.toHaveURL(/accountId/);
});
