import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, signedIn, signIn } from './fixtures';

test('after a 401 the sign-in page says authentication failed; signing in comes back', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    await fetch('/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });
  await page.goto('/bolts');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please log in again.');
  await expectAccessible(page);
  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts$/);
  // Said once: the next visit to the sign-in page starts clean.
  await page.evaluate(() => localStorage.removeItem('auth'));
  await page.goto('/login');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('without a token the sign-in page says nothing, and the no-token flag is stored', async ({ page }) => {
  await page.goto('/bolts');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('noToken'))).toBe('true');
});

test('/auth signs in with a token from the link, kept for ten days', async ({ page }) => {
  const answer = await page.request.post('/v1/auth/login', { data: { username: 'customer@demo.test', password: PASSWORD } });
  const { token } = (await answer.json()).data;
  const before = Date.now();
  await page.goto(`/auth?token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Hi, Kari' })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!));
  expect(stored.token).toBe(token);
  expect(stored.expiry - before).toBeGreaterThanOrEqual(864_000_000);
  expect(stored.expiry - Date.now()).toBeLessThanOrEqual(864_000_000);
});

test('/auth with a refused token or an error goes to sign-in and says why', async ({ page }) => {
  await page.goto('/auth?token=not-a-token');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('Authentication failed. Please log in again.');
  await page.goto('/auth?error=access_denied&error_description=The+sign-in+link+has+expired.');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toHaveText('The sign-in link has expired.');
  await expectAccessible(page);
});

test('/siteredirect opens the site an address names, and says so when none of yours does', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/siteredirect?site=www.acme-webshop.no');
  await expect(page).toHaveURL(/\/bolts\/\d+\/environments\/\d+$/);
  await page.goto('/siteredirect?domain=nothing-here.example');
  await expect(page.getByText('No site of yours answers to nothing-here.example.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to your Bolts' }).click();
  await expect(page).toHaveURL(/\/bolts$/);
});

test('/sso/canny says feedback is not configured on a server without the SSO key', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/sso/canny?companyID=x&redirect=https%3A%2F%2Fexample.canny.io%2F');
  await expect(page.getByText('Feedback is not configured on this server.')).toBeVisible();
  await expectAccessible(page);
});
