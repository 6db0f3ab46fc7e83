import { expect, test } from '@playwright/test';
import { signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
// Bolt 2 (Acme marketing) and Bolt 4 (Acme enterprise) end as they were seeded, for the journeys after these.

test('staff switch a customer’s Bolt to another plan, billed annually', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/2/plan-and-billing');
  const plan = page.getByRole('main');
  await expect(plan.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(plan.getByText('Grow online effortlessly')).toBeVisible();
  await expect(plan.getByText('Acme Web AS')).toBeVisible();

  await plan.getByRole('link', { name: 'Switch plan' }).click();
  await expect(page).toHaveURL(/\/bolts\/2\/plan-and-billing\/switch$/);
  const business = page.getByRole('region', { name: 'Business' });
  await expect(business.getByText('$79.00 / month')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pro' }).getByText('Current plan')).toHaveCount(2);

  await page.getByRole('button', { name: /Annual/ }).click();
  await expect(business.getByText('$869.00 / year')).toBeVisible();
  await expect(business.getByText('You save $79.00 a year: 1 month free')).toBeVisible();
  await business.getByRole('button', { name: 'Upgrade to Business' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Switch to Business, billed annually?');
  await expect(dialog).toContainText('From now on it costs $869.00 / year');
  await dialog.getByRole('button', { name: 'Switch plan' }).click();

  await expect(page).toHaveURL(/\/bolts\/2\/plan-and-billing$/);
  await expect(page.getByText('The Bolt is now on the Business plan')).toBeVisible();
  await expect(plan.getByRole('heading', { name: 'Business', exact: true })).toBeVisible();
  await expect(plan.getByText('Billed annually')).toBeVisible();
  await expect(plan.getByText('$869.00 / year').first()).toBeVisible();
  await expect(plan.getByText('Power your business growth')).toBeVisible();

  await plan.getByRole('link', { name: 'Switch plan' }).click();
  await page.getByRole('button', { name: 'Monthly' }).click();
  await page.getByRole('region', { name: 'Pro' }).getByRole('button', { name: 'Downgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch plan' }).click();
  await expect(plan.getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
  await expect(plan.getByText('$29.00 / month').first()).toBeVisible();
});

test('a customer sees their plan’s price, and a refusal of the server', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/plan-and-billing');
  const plan = page.getByRole('main');
  await expect(plan.getByRole('heading', { name: 'Business', exact: true })).toBeVisible();
  await expect(plan.getByText('$79.00 / month').first()).toBeVisible();
  await expect(plan.getByText('Pay annually and get 1 month free: you save $79.00 a year.')).toBeVisible();

  // Bolt 1 has 6 sites; Pro includes 3, so the server refuses and says why.
  await plan.getByRole('link', { name: 'Switch plan' }).click();
  await page.getByRole('region', { name: 'Pro' }).getByRole('button', { name: 'Downgrade to Pro' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Switch plan' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'The Pro plan includes 3 sites; this Bolt has 6. Please remove sites or choose a larger plan.',
  );
});

test('a dedicated Bolt’s storage changes in whole GB, with its price', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/4/change-storage');
  await expect(page.getByText('of 100.00 GB')).toBeVisible();
  const input = page.getByRole('spinbutton', { name: 'Storage (GB)' });
  await input.fill('5');
  await page.getByRole('button', { name: 'Change storage' }).click();
  await expect(page.getByText('Storage must be whole gigabytes between 10 GB and 10 TB.')).toBeVisible();
  await input.fill('150');
  await expect(page.getByText('50 GB beyond the plan × $0.50 = $25.00')).toBeVisible();
  await expect(page.getByText('Price with this storage: $524.00 / month')).toBeVisible();
  await page.getByRole('button', { name: 'Change storage' }).click();
  await expect(page.getByText('Storage changed')).toBeVisible();
  await expect(page.getByText('of 150.00 GB')).toBeVisible();
  await input.fill('100');
  await page.getByRole('button', { name: 'Change storage' }).click();
  await expect(page.getByText('of 100.00 GB')).toBeVisible();

  await page.goto('/bolts/2/change-storage');
  await expect(page.getByText('Storage can only be changed for dedicated Bolts.')).toBeVisible();
});

test('a 401 while switching plan lands on sign-in with no success toast, and the plan stays', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/2/plan-and-billing/switch');
  await page.getByRole('region', { name: 'Business' }).getByRole('button', { name: 'Upgrade to Business' }).click();
  await revokeSession(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Switch plan' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('The Bolt is now on the Business plan')).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/2\/plan-and-billing\/switch$/);
  await page.goto('/bolts/2/plan-and-billing');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Pro', exact: true })).toBeVisible();
});
