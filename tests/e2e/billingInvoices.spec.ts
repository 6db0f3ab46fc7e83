import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn, signIn } from './fixtures';

/** Spec 1 §4, §8: unpaid invoices block the account; paying them in the billing portal lifts the block. */
test('a customer with unpaid invoices pays them in the billing portal and is unblocked', async ({ page }) => {
  await signIn(page, 'unpaid@demo.test');
  await expect(page).toHaveURL(/\/blocked$/);
  await expect(page.getByText('Your account is locked, usually due to unpaid invoices or misuse; contact support.')).toBeVisible();
  const unpaid = page.getByRole('list', { name: 'Unpaid invoices' });
  await expect(unpaid.getByRole('listitem')).toHaveCount(2);
  await expect(unpaid.getByText('Payment due')).toBeVisible();
  await expect(unpaid.getByText('Not paid')).toBeVisible();
  await expectAccessible(page);

  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Pay invoices' }).click();
  const portal = await popupOpens;
  await portal.waitForURL(/\/billing-portal\//);
  await expect(portal.getByRole('heading', { name: 'Pay your invoices' })).toBeVisible();
  await expect(portal.getByRole('table', { name: 'Unpaid invoices' }).getByRole('row')).toHaveCount(4);
  await expectAccessible(portal);
  await portal.getByRole('button', { name: 'Pay $158.00' }).click();
  await expect(portal.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await portal.close();

  // The blocked page sees the account paid up and goes on to the landing.
  await expect(page).toHaveURL('/', { timeout: 15_000 });
  await expect(page.getByText('Thank you, your invoices are paid.')).toBeVisible();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Billing' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const invoices = page.getByRole('table');
  await expect(invoices.getByText('Paid').first()).toBeVisible();
  await expect(invoices.getByText('Payment due')).toHaveCount(0);
  await expect(invoices.getByText('Not paid')).toHaveCount(0);
});

test('a customer downloads an invoice as a PDF and reads the credit notes', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { name: 'Invoices and credit notes' })).toBeVisible();
  for (const column of ['Invoice date', 'Due date', 'Total amount', 'Credit used', 'Amount due', 'Status']) {
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  }
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page
    .getByRole('button', { name: /^Download invoice INV-\d{4}-\d{6} as a PDF$/ })
    .first()
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^INV-\d{4}-\d{6}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('tab', { name: 'Credit notes' }).click();
  await expect(page).toHaveURL(/\/billing\?tab=notes$/);
  await expect(page.getByRole('columnheader', { name: 'Available amount' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Subscription change' }).first()).toBeVisible();
  await expectAccessible(page);
});

test('a billing portal that cannot open asks to try again later', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/billing');
  // As a popup blocker does.
  await page.evaluate(() => {
    window.open = () => null;
  });
  await page.getByRole('button', { name: 'Billing portal' }).click();
  await expect(page.getByText('The billing provider could not be opened. Please try again later.')).toBeVisible();
});

test('staff see every account’s invoices with the customer', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/billing');
  await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Billing portal' })).toHaveCount(0);
  await expectAccessible(page);
});
