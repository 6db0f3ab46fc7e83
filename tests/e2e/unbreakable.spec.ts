import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn, signIn } from './fixtures';

test('repeated wrong passwords pause the account’s sign-in with a clear message', async ({ page }) => {
  // An unknown e-mail is paused exactly like a real one, so the page tells nothing about which it is.
  // A new one each run: the server counts failures for 15 minutes, so a repeat or retry on the same
  // server would start paused.
  const email = `guessed-${randomUUID().slice(0, 8)}@demo.test`;
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, email, { password: `guess-${attempt}` });
    await expect(page.getByText('Invalid email or password. Please try again or reset your password.')).toBeVisible();
  }
  await signIn(page, email, { password: 'guess-5' });
  await expect(page.getByText('Too many failed sign-ins for this account. Please try again in 1 minute, or reset your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await expectAccessible(page);
});

test('staff see a lockdown an admin set, read-only and with the reason', async ({ page, browser }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto('/lockdown/create');
  await page.getByRole('combobox', { name: 'Customer' }).fill('Other Media');
  await page.getByRole('option', { name: 'Other Media Ltd' }).click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Chargeback under review');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/lockdown$/);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await context.newPage();
  await signedIn(staff, 'staff@demo.test');
  await staff.goto('/lockdown');
  await staff.getByText('Chargeback under review').click();
  await expect(staff.getByText('An admin set this lockdown: only an admin can change or lift it.')).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Lift lockdown' })).toHaveCount(0);
  await expectAccessible(staff);
  await context.close();

  await page.getByText('Chargeback under review').click();
  await page.getByRole('button', { name: 'Lift lockdown' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Chargeback under review')).toHaveCount(0);
});
