import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible, signedIn, signIn } from './fixtures';

// leaving@demo.test (Leaving Soon AS, one Bolt) and pending@demo.test (awaiting verification) are
// seeded for these journeys alone (server/db/seed/people.ts): no other journey signs in with them.

test('a customer edits their name and uploads a picture that shows in the account menu', async ({ page }) => {
  await signedIn(page, 'leaving@demo.test');
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(page.getByText('1 of 7 done')).toBeVisible();
  await expectAccessible(page);

  const menu = page.getByRole('button', { name: 'Account menu' });
  await menu.click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page.getByText('CUS-', { exact: false })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByRole('link', { name: /^User information/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/user-profile$/);
  await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('+47 91 23 45 00');
  await expectAccessible(page);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please provide a first name')).toBeVisible();
  await firstName.fill('Leonora');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your user information is saved.')).toBeVisible();
  await expect(menu).toContainText('Leonora');

  const picture = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload picture' }).click();
  await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByText('Your picture is saved.')).toBeVisible();
  await expect(menu.locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await expect(page.getByRole('img', { name: 'Your picture' })).toBeVisible();

  // Still there after a reload: the address comes with the stored session record.
  await page.reload();
  await expect(menu.locator('img')).toHaveAttribute('src', /^data:image\/webp;base64,/);
  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your picture is removed.')).toBeVisible();
  await expect(menu.locator('img')).toHaveCount(0);
  await expect(menu).toContainText('LL');
});

test('a customer deletes their account after reading what goes, typing their e-mail address to confirm', async ({ page }) => {
  await signedIn(page, 'leaving@demo.test');
  await page.goto('/delete-account');
  await expect(page.getByRole('heading', { name: 'Your Bolts are deleted' })).toBeVisible();
  await expect(page.getByText('Leaving shop')).toBeVisible();
  await expect(page.getByText('Pro · 1 site · 1 database · 0 domains')).toBeVisible();
  await expect(page.getByText(/Your invoices \(\d+\) and credit notes \(\d+\) are kept/)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Delete your account?');
  const typed = dialog.getByRole('textbox', { name: 'Your email address' });
  const confirm = dialog.getByRole('button', { name: 'Delete account' });
  await typed.fill('LEAVING@demo.test');
  await expect(confirm).toBeDisabled();
  await typed.fill('leaving@demo.test');
  await confirm.click();

  await expect(page).toHaveURL(/\/account-deleted$/);
  await expect(page.getByRole('heading', { name: 'Your account is deleted' })).toBeVisible();
  await expectAccessible(page);
  // Signed out everywhere: the panel asks for a sign-in again.
  await page.goto('/bolts');
  await expect(page).toHaveURL(/\/login/);
});

test('a staff member approves a customer awaiting a manual verification, who then reaches the panel', async ({ page, browser }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await page
    .getByRole('switch', { name: 'Awaiting verification' })
    .or(page.getByRole('checkbox', { name: 'Awaiting verification' }))
    .check();
  const row = page.getByRole('row', { name: /Pia Pending/ });
  await expect(row).toContainText('pending@demo.test');
  await expect(row).toContainText('Awaiting verification');
  await expect(page.getByRole('row', { name: /Kari Nordmann/ })).toHaveCount(0);
  await expectAccessible(page);

  await row.getByRole('button', { name: 'Approve Pia Pending' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Approve Pia Pending?');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Pia Pending is verified and can use the panel now.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Pia Pending/ })).toHaveCount(0);

  const context = await browser.newContext();
  const customer = await context.newPage();
  await signIn(customer, 'pending@demo.test');
  await expect(customer.getByRole('heading', { name: 'Hi, Pia' })).toBeVisible();
  await context.close();
});
