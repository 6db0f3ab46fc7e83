import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { codeIn, latestMail, latestSms, linkIn } from './support/outbox';

const port = () => Number(new URL(test.info().project.use.baseURL!).port);
/** The path of a mailed link, opened on the journeys' own origin. */
const pathOf = (link: string) => {
  const url = new URL(link);
  return url.pathname + url.search;
};

async function fillSignup(page: Page, email: string) {
  await page.getByRole('textbox', { name: 'First name' }).fill('Ingrid');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Fjell');
  await page.getByRole('textbox', { name: 'Work or personal email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('quiet harbour lamps 1987');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('Norw');
  await page.getByRole('option', { name: 'Norway' }).click();
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('912 34 567');
  await page.getByRole('textbox', { name: 'Company (optional)' }).fill('Fjell Design AS');
  await page.getByRole('radio', { name: 'Euro (EUR)' }).check();
}

test('a new visitor signs up, confirms the email and the mobile number, chooses the account type and lands on the panel', async ({ page }) => {
  const email = 'ingrid.fjell@example.test';
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expectAccessible(page);

  // Spec 1 §5: the signup's own messages, before anything is sent.
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please provide a first name')).toBeVisible();
  await expect(page.getByText('Please provide a last name')).toBeVisible();
  await expect(page.getByText('Please choose a currency')).toBeVisible();

  await fillSignup(page, email);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(`We have sent a link to ${email}.`)).toBeVisible();
  await expectAccessible(page);

  // The link from the sandbox outbox signs the new customer in, into the post-signup wizard.
  await page.goto(pathOf(linkIn(await latestMail(port(), email, { match: /verify-email/ }))));
  await expect(page).toHaveURL(/\/post-signup$/);
  await expect(page.getByRole('heading', { name: 'Verify your mobile number' })).toBeVisible();
  await expect(page.getByText('We have sent a 6-digit code by text message to +47 91 23 45 67.')).toBeVisible();
  await expectAccessible(page);

  const code = codeIn(await latestSms(port(), '+4791234567'));
  const field = page.getByRole('textbox', { name: 'Code from the text message' });
  await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not correct. Please check it and try again.')).toBeVisible();
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page.getByRole('heading', { name: 'What will you use the account for?' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expectAccessible(page);
  await page.getByRole('radio', { name: 'Business' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Your account is ready' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Go to the control panel' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('signing up with an address that has an account answers alike and mails its owner', async ({ page }) => {
  await page.goto('/signup');
  await fillSignup(page, 'other@demo.test');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await latestMail(port(), 'other@demo.test', { match: /Someone tried to sign up/ })).toContain('You already have an account');
});

test('a used verification link says so and offers sign-in', async ({ page }) => {
  await page.goto('/verify-email?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText('This link has expired or has already been used. Sign in to get a new one, or sign up again.')).toBeVisible();
  await expectAccessible(page);
});
