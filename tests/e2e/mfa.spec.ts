import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { expectAccessible, PASSWORD, signedIn, signIn } from './fixtures';

const EMAIL = 'other@demo.test';

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('dialog', { name: 'Logout?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a user turns two-step verification on, signs in with a code from the app, and turns it off again', async ({ page }) => {
  // Up to one 30-second step is waited out for a fresh code.
  test.setTimeout(120_000);
  await signedIn(page, EMAIL);
  await page.goto('/security-settings');
  await expect(page.getByRole('heading', { name: 'Security & Password', level: 1 })).toBeVisible();
  const mfa = page.getByRole('region', { name: 'Two-step verification' });
  await expect(mfa.getByText('Off', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Set up: the QR code and the key an authenticator app takes; the test is the app.
  await mfa.getByRole('button', { name: 'Set up two-step verification' }).click();
  await expect(mfa.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await mfa.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent())!.replaceAll(' ', '');
  await expectAccessible(page);
  const enablingCode = await generate({ secret });
  await mfa.getByRole('textbox', { name: 'Code from the app' }).fill(enablingCode);
  await mfa.getByRole('button', { name: 'Turn on' }).click();

  // The recovery codes, shown once.
  const codes = page.getByRole('dialog', { name: 'Save your recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(codes).toBeHidden();
  await expect(mfa.getByText('On', { exact: true })).toBeVisible();
  await expect(mfa.getByText('10 recovery codes left')).toBeVisible();

  // Signing in now asks for a code; a wrong one is refused.
  await signOut(page);
  await signIn(page, EMAIL, { from: '' });
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expectAccessible(page);
  const codeField = page.getByRole('textbox', { name: 'Authentication code' });
  const current = await generate({ secret });
  await codeField.fill(String((Number(current) + 1) % 1_000_000).padStart(6, '0'));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is not valid. Please try again.')).toBeVisible();

  // A code signs in once: wait for the app's next code if the one that turned MFA on still shows.
  await expect.poll(() => generate({ secret }), { timeout: 35_000, intervals: [1000] }).not.toBe(enablingCode);
  await codeField.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Verify' }).click();
  // Back on the page the sign-out left (spec 1 §7 returnTo).
  await expect(page).toHaveURL('/security-settings');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Off again, proven with the password.
  await page.goto('/security-settings');
  await mfa.getByRole('button', { name: 'Turn off' }).click();
  const dialog = page.getByRole('dialog', { name: 'Turn off two-step verification?' });
  await dialog.getByRole('button', { name: 'Use my password instead' }).click();
  await dialog.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Turn off' }).click();
  await expect(dialog).toBeHidden();
  await expect(mfa.getByText('Off', { exact: true })).toBeVisible();
});
