import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

// Moves Acme's Bolt 3 (Acme scale-out) to Other Media and Other Media's Bolt 6 to Acme.

test('a customer transfers a Bolt; the recipient accepts it in their own session', async ({ page, browser }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/3/transfer');
  await expect(page.getByRole('heading', { name: 'Bolt transfer' })).toBeVisible();
  await expect(page.getByText('Acme scale-out')).toBeVisible();

  // Spec 1 §5: the server checks the recipient when the field is left and on submit.
  const email = page.getByRole('textbox', { name: 'Recipient’s email' });
  await email.fill('customer@demo.test');
  await email.blur();
  await expect(page.getByText('You must enter a different email address than your own to transfer to')).toBeVisible();
  await email.fill('nobody@demo.test');
  await page.getByRole('button', { name: 'Send transfer request' }).click();
  await expect(page.getByText('The email address is not known by the product.')).toBeVisible();

  await email.fill('other@demo.test');
  await page.getByRole('button', { name: 'Send transfer request' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Transfer Acme scale-out?');
  await confirm.getByRole('button', { name: 'Send transfer request' }).click();
  await expect(page.getByRole('heading', { name: 'Transfer requested' })).toBeVisible();
  await expect(page.getByText('To other@demo.test')).toBeVisible();
  await expect(page.getByText(/Expires .* \(in 2[34] h \d+ min\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel transfer' })).toBeVisible();

  const context = await browser.newContext();
  const recipient = await context.newPage();
  await signedIn(recipient, 'other@demo.test');
  await expect(recipient.getByText('Kari Nordmann wants to transfer Acme scale-out to you')).toBeVisible();
  await recipient.getByRole('link', { name: 'Review' }).click();
  await expect(recipient).toHaveURL(/\/bolts\/3\/transfer\?token=/);
  await expect(recipient.getByRole('heading', { name: 'Kari Nordmann wants to transfer Acme scale-out to you' })).toBeVisible();
  await recipient.getByRole('button', { name: 'Accept transfer' }).click();
  await expect(recipient).toHaveURL(/\/bolts\/3$/);
  await expect(recipient.getByText('Acme scale-out is now yours')).toBeVisible();
  await expect(recipient.getByRole('main').getByText('Acme scale-out').first()).toBeVisible();
  await context.close();

  await page.goto('/bolts');
  await expect(page.getByText('Acme main shop')).toBeVisible();
  await expect(page.getByText('Acme scale-out')).toHaveCount(0);
});

test('an admin transfers a Bolt at once, without acceptance', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto('/bolts/6/transfer');
  await expect(page.getByText('Other Media archive')).toBeVisible();
  await expect(page.getByText('No transfer of this Bolt has been requested.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Recipient’s email' }).fill('customer@demo.test');
  await page.getByRole('button', { name: 'Transfer now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Transfer now' }).click();
  await expect(page.getByText('The Bolt now belongs to customer@demo.test')).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByText('To customer@demo.test', { exact: true })).toBeVisible();
});
