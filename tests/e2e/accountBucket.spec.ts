import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './fixtures';

/**
 * Spec 1 §2: a route flagged as needing an account bucket id is offered only when the account has
 * one. The flag is on a Bolt's statistics page (README "Choices where the specs are silent"): Other
 * Media's account (other@demo.test) has no bucket id, Acme's (customer@demo.test) has one.
 */
const boltMenu = (page: Page) => page.getByRole('navigation', { name: 'Bolt navigation' });

/** The first site of a Bolt, read as the signed-in user. */
const firstSiteOf = (page: Page, boltId: number) =>
  page.evaluate(async (id) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch(`/v1/bolts/${id}/environments?per_page=1`, { headers: { authorization: `Bearer ${token}` } });
    return String(((await response.json()) as { data: { id: string }[] }).data[0].id);
  }, boltId);

test('an account without a bucket id is not offered a Bolt’s statistics, and typing its address goes to landing', async ({ page }) => {
  await signedIn(page, 'other@demo.test');
  await page.goto('/bolts/5');
  await expect(boltMenu(page).getByRole('link', { name: 'Databases' })).toBeVisible();
  await expect(boltMenu(page).getByRole('link', { name: 'Statistics' })).toHaveCount(0);

  // The site overview still sums the site's period, without a link to the charts.
  const siteId = await firstSiteOf(page, 5);
  await page.goto(`/bolts/5/environments/${siteId}/overview`);
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics.getByRole('definition').first()).toBeVisible();
  await expect(statistics.getByRole('link', { name: 'View statistics' })).toHaveCount(0);

  await page.goto('/bolts/5/statistics');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toHaveCount(0);
});

test('an account with a bucket id gets a Bolt’s statistics from its menu', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1');
  await boltMenu(page).getByRole('link', { name: 'Statistics' }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/statistics$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
});
