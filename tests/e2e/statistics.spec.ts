import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './fixtures';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The total the page should show: the API's series (millions) added up as requests. */
async function apiTotal(page: Page, path: string) {
  return page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const body = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    return body.data.reduce((sum: number, point: { value: number | null }) => sum + Math.round((point.value ?? 0) * 1_000_000), 0);
  }, `/v1/${path}`);
}

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('a customer reads the statistics of a Bolt and of one site over other periods', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1');
  await page.getByRole('navigation', { name: 'Bolt navigation' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  // The whole Bolt over the last 30 days: all five charts.
  for (const title of ['Time to first byte', 'Storage', 'Dynamic requests', 'Content types', 'Cache']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  await expect(page.getByText('daily points (UTC)')).toBeVisible();
  const requests = page.getByRole('region', { name: 'Dynamic requests' });
  const total = requests.getByRole('definition').first();
  const month = compact.format(await apiTotal(page, `bolts/1/statistics/dynamic-requests?from=${isoDay(-29)}&to=${isoDay(0)}`));
  await expect(total).toHaveText(month);
  await expect(page.getByRole('region', { name: 'Cache' }).getByText('Hit ratio')).toBeVisible();

  // Last 7 days: a smaller total.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=7/);
  const week = compact.format(await apiTotal(page, `bolts/1/statistics/dynamic-requests?from=${isoDay(-6)}&to=${isoDay(0)}`));
  expect(week).not.toBe(month);
  await expect(total).toHaveText(week);

  // A custom day yesterday: hourly points.
  await page.getByRole('button', { name: 'Custom' }).click();
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(isoDay(-1));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(isoDay(-1));
  await expect(page.getByText('hourly points (UTC)')).toBeVisible();
  await expect(requests.getByText('Per hour')).toBeVisible();
  const day = compact.format(await apiTotal(page, `bolts/1/statistics/dynamic-requests?from=${isoDay(-1)}&to=${isoDay(-1)}&resolution=hour`));
  await expect(total).toHaveText(day);

  // One site: its own numbers, and no content types or cache (the API has them for Bolts only).
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Web shop 2' }).click();
  await expect(page).toHaveURL(/site=2/);
  const site = compact.format(await apiTotal(page, `environments/2/statistics/dynamic-requests?from=${isoDay(-1)}&to=${isoDay(-1)}&resolution=hour`));
  expect(site).not.toBe(day);
  await expect(total).toHaveText(site);
  await expect(page.getByRole('region', { name: 'Time to first byte' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content types' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cache' })).toHaveCount(0);

  // An impossible period is refused with the API's message; the last one stays on screen.
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(isoDay(1));
  await expect(page.getByText('The start date cannot be after the end date.')).toBeVisible();
  await expect(total).toHaveText(site);
});
