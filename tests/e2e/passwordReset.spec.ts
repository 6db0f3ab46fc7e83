import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, signIn } from './fixtures';
import { latestMail, linkIn } from './support/outbox';

const EMAIL = 'other@demo.test';
const NEW_PASSWORD = 'lantern orchard copper 42';

const port = () => Number(new URL(test.info().project.use.baseURL!).port);
/** The path of a mailed link, opened on the journeys' own origin. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

test('a person who forgot the password gets a link, sets a new one and signs in with it; the link works once', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('textbox', { name: 'Email' }).fill(EMAIL);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('If an account uses this email address, we have sent it a link to choose a new password.')).toBeVisible();
  await expectAccessible(page);

  const link = pathOf(linkIn(await latestMail(port(), EMAIL, { match: /reset-password\?token=/ })));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('too short');
  await page.getByLabel('Repeat the new password').fill('too short');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Please use at least 12 characters.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await expectAccessible(page);
  await signIn(page, EMAIL, { from: '', password: NEW_PASSWORD });
  await expect(page).toHaveURL('/');

  // The link is spent.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another long password');
  await page.getByLabel('Repeat the new password').fill('another long password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This link has expired or has already been used. Please ask for a new one.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();

  // Back to the demo password, through Security & Password, for the journeys that follow.
  await page.goto('/security-settings');
  const card = page.getByRole('region', { name: 'Password' });
  await card.getByLabel('Current password').fill(NEW_PASSWORD);
  await card.getByLabel('New password', { exact: true }).fill(PASSWORD);
  await card.getByLabel('Repeat the new password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Every other session has been signed out.')).toBeVisible();
});
