import { expect, test } from '@playwright/test';
import { STATISTICS_NOW } from './clock';
import { expectAccessible, signedIn } from './fixtures';
import { api, connectRepository } from './support/api';

const SITE = '/bolts/1/environments/2';

/** The three numbers as the statistics page writes them. */
const compact = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

test('a customer reads a site’s statistics and installs WordPress from its overview', async ({ page }) => {
  // The browser's clock stands at the server's statistics clock (clock.ts): the last 30 days are the same on any day.
  await page.clock.setFixedTime(STATISTICS_NOW);
  await signedIn(page, 'customer@demo.test');
  await page.goto(`${SITE}/overview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Web shop 2' })).toBeVisible();

  // Statistics: the statistics page's default period, the API's numbers, and a link to the charts of this site.
  const statistics = page.getByRole('region', { name: 'Statistics' });
  await expect(statistics).toContainText('Last 30 days: Apr 13, 2024 – May 12, 2024');
  const { data } = await api(page, 'GET', 'environments/2/statistics?from=2024-04-13&to=2024-05-12');
  const { dynamicRequests, ttfb, storage } = data.attributes;
  await expect(statistics.getByRole('definition')).toHaveText([
    compact.format(Math.round(dynamicRequests * 1_000_000)),
    `${oneDecimal.format(ttfb)} ms`,
    `${(storage / 1024).toFixed(2)} GB`,
  ]);
  await expect(statistics.getByRole('link', { name: 'View statistics' })).toHaveAttribute('href', '/bolts/1/statistics?site=2');

  // WordPress: never run yet; the page is checked by axe before anything moves.
  const wordpress = page.getByRole('region', { name: 'WordPress' });
  const install = wordpress.getByRole('button', { name: 'Install WordPress' });
  const optimize = wordpress.getByRole('button', { name: 'Optimize WordPress' });
  const status = wordpress.getByRole('status', { name: 'Install WordPress: last run' });
  await expect(status).toHaveText('Not run on this site yet.');
  await expectAccessible(page);

  // Started: the API's toast, the run in progress, both buttons waiting for it.
  await install.click();
  await expect(page.getByText('WordPress installation started.')).toBeVisible();
  await expect(status).toContainText('Installing WordPress…');
  await expect(status).toContainText('Started');
  await expect(install).toBeDisabled();
  await expect(optimize).toBeDisabled();

  // The page reads the run again until it has finished: the server's result, with its time.
  await expect(status).toContainText('Succeeded', { timeout: 30_000 });
  await expect(status).toContainText('WordPress was installed in /cust/0/bolt_1/');
  await expect(install).toBeEnabled();
  await expect(optimize).toBeEnabled();
  await page.reload();
  await expect(status).toContainText('WordPress was installed in /cust/0/bolt_1/');
  await expect(wordpress.getByRole('status', { name: 'Optimize WordPress: last run' })).toHaveText('Not run on this site yet.');
});

test('a customer switches Deploy on every push off and on, and the git page keeps it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await connectRepository(page, 2, 'git@github.com:octocat/Autopull.git');
  await page.goto(`${SITE}/git`);
  await expect(page.getByRole('heading', { name: 'Git repository', level: 1 })).toBeVisible();
  const toggle = page.getByRole('switch', { name: 'Deploy on every push' });
  await expect(toggle).toBeChecked();
  await expect(page.getByText('On, every push to main deploys the site; off, the deployment URL webhook does nothing.')).toBeVisible();
  await expectAccessible(page);

  await toggle.click();
  await expect(page.getByText('Deploy on every push is off.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(toggle).not.toBeChecked();

  await toggle.click();
  await expect(page.getByText('Deploy on every push is on.')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.reload();
  await expect(toggle).toBeChecked();
});
