import { expect, test } from '@playwright/test';
import { signedIn, signIn } from './fixtures';

test('a customer signs in and gets the shell', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Hi, Kari' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bolts' })).toBeVisible();
});

test('a wrong password shows the spec text and keeps the user out', async ({ page }) => {
  await signIn(page, 'customer@demo.test', { password: 'not-the-password' });
  await expect(page.getByText('Invalid email or password. Please try again or reset your password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a locked account lands on the blocked page', async ({ page }) => {
  await signIn(page, 'locked@demo.test');
  await expect(page).toHaveURL(/\/blocked/);
  await expect(page.getByText('Your account is locked, usually due to unpaid invoices or misuse; contact support.')).toBeVisible();
});

test('a customer typing a staff URL lands on the dashboard', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/ip-blocks');
  await expect(page).toHaveURL('/');
  await page.goto('/servers/1');
  await expect(page).toHaveURL('/');
  await page.goto('/no/such/page');
  await expect(page).toHaveURL('/');
});

test('an expired session goes to sign-in and comes back to the page', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.evaluate(() => {
    const token = JSON.parse(localStorage.getItem('auth')!);
    localStorage.setItem('auth', JSON.stringify({ ...token, expiry: Date.now() - 1000 }));
  });
  await page.goto('/ip-blocks');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'staff@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/ip-blocks$/);
  await expect(page.getByText('203.0.113.7')).toBeVisible();
});

test('a session revoked on the server (401) goes to sign-in and back', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    await fetch('/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
  await page.goto('/servers');
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, 'staff@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/servers$/);
});

test('logout asks first; No stays, Yes signs out and keeps the theme', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  // The button grows when the name arrives; a menu opened before that may move under the click.
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Kari');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'Dark' })).toBeChecked();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logout?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => [localStorage.getItem('auth'), localStorage.getItem('theme')])).toEqual([null, 'dark']);
});

test('logout carries the page as returnTo, and signing in again comes back to it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cronjobs?page=1');
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Kari');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL('/login?returnTo=%2Fbolts%2F1%2Fenvironments%2F1%2Fcronjobs%3Fpage%3D1');
  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL('/bolts/1/environments/1/cronjobs?page=1');
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();
});

test('a returnTo naming another site is ignored: signing in goes to landing', async ({ page }) => {
  await signIn(page, 'customer@demo.test', { from: '/login?returnTo=%2F%2Fevil.test%2Fphish' });
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Hi, Kari' })).toBeVisible();
});
