import { expect, test, type Page } from '@playwright/test';
import { STATISTICS_NOW } from './clock';
import { signedIn } from './fixtures';

const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** The API's dynamic requests (millions per point) over a period: its points and the total the page should show. */
async function apiRequests(page: Page, path: string) {
  const values: number[] = await page.evaluate(async (url) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const body = await (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).json();
    return body.data.map((point: { value: number | null }) => Math.round((point.value ?? 0) * 1_000_000));
  }, `/v1/${path}`);
  return { points: values.length, total: compact.format(values.reduce((sum, value) => sum + value, 0)) };
}

// Both clocks stand at STATISTICS_NOW, Sunday 12 May 2024 at 15:30 UTC: "today" is 2024-05-12
// whatever the day and hour of the run, and a period never turns midnight halfway through.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(STATISTICS_NOW);
});

test('a customer reads the statistics of a Bolt and of one site over other periods', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1');
  await page.getByRole('navigation', { name: 'Bolt navigation' }).getByRole('link', { name: 'Statistics' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();

  // The whole Bolt over the last 30 days: all five charts.
  await expect(page.getByText('Apr 13, 2024 – May 12, 2024 · daily points (UTC)')).toBeVisible();
  for (const title of ['Time to first byte', 'Storage', 'Dynamic requests', 'Content types', 'Cache']) {
    await expect(page.getByRole('region', { name: title })).toBeVisible();
  }
  const requests = page.getByRole('region', { name: 'Dynamic requests' });
  const total = requests.getByRole('definition').first();
  const month = await apiRequests(page, 'bolts/1/statistics/dynamic-requests?from=2024-04-13&to=2024-05-12');
  expect(month.points).toBe(30);
  await expect(total).toHaveText(month.total);
  await expect(page.getByRole('region', { name: 'Cache' }).getByText('Hit ratio')).toBeVisible();

  // Last 7 days: a smaller total.
  await page.getByRole('button', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=7/);
  await expect(page.getByText('May 6, 2024 – May 12, 2024 · daily points (UTC)')).toBeVisible();
  const week = await apiRequests(page, 'bolts/1/statistics/dynamic-requests?from=2024-05-06&to=2024-05-12');
  expect(week.total).not.toBe(month.total);
  await expect(total).toHaveText(week.total);

  // A custom day, yesterday: hourly points. Both dates typed one right after the other are kept
  // (the From date is in the address before the To field builds the period from it).
  await page.getByRole('button', { name: 'Custom' }).click();
  const from = page.getByRole('textbox', { name: 'From', exact: true });
  const to = page.getByRole('textbox', { name: 'To', exact: true });
  await expect(from).toHaveValue('2024-05-06');
  await expect(to).toHaveValue('2024-05-12');
  await from.fill('2024-05-11');
  await to.fill('2024-05-11');
  await expect(page.getByText('May 11, 2024 · hourly points (UTC)')).toBeVisible();
  await expect(from).toHaveValue('2024-05-11');
  await expect(requests.getByText('Per hour')).toBeVisible();
  const day = await apiRequests(page, 'bolts/1/statistics/dynamic-requests?from=2024-05-11&to=2024-05-11&resolution=hour');
  expect(day.points).toBe(24);
  await expect(total).toHaveText(day.total);

  // One site: its own numbers, and no content types or cache (the API has them for Bolts only).
  await page.getByRole('combobox', { name: 'Show' }).click();
  await page.getByRole('option', { name: 'Web shop 2', exact: true }).click();
  await expect(page).toHaveURL(/site=2/);
  const site = await apiRequests(page, 'environments/2/statistics/dynamic-requests?from=2024-05-11&to=2024-05-11&resolution=hour');
  expect(site.total).not.toBe(day.total);
  await expect(total).toHaveText(site.total);
  await expect(page.getByRole('region', { name: 'Time to first byte' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Content types' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Cache' })).toHaveCount(0);

  // Today so far: the hours up to 15:00, as the hours after 15:30 have not begun.
  await to.fill('2024-05-12');
  await expect(page.getByText('May 11, 2024 – May 12, 2024 · hourly points (UTC)')).toBeVisible();
  await from.fill('2024-05-12');
  await expect(page.getByText('May 12, 2024 · hourly points (UTC)')).toBeVisible();
  const today = await apiRequests(page, 'environments/2/statistics/dynamic-requests?from=2024-05-12&to=2024-05-12&resolution=hour');
  expect(today.points).toBe(16);
  await expect(total).toHaveText(today.total);

  // An impossible period is refused with the API's message; the last one stays on screen.
  await from.fill('2024-05-13');
  await expect(page.getByText('The start date cannot be after the end date.')).toBeVisible();
  await expect(page.getByText('May 12, 2024 · hourly points (UTC)')).toBeVisible();
  await expect(total).toHaveText(today.total);
});
