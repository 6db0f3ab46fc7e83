import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';
import { connectRepository, jobsTrayName, runningJobs } from './support/api';

/** Blog 4 of Acme's first Bolt: a site no other journey deploys. */
const SITE = '/bolts/1/environments/4';

/** Presses Tab until `target` has the focus, as a keyboard user reaches it (at most 40 stops). */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let stop = 0; stop < 40; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('a customer follows a git deployment in the jobs tray, opened with the keyboard, to the site’s git page', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await connectRepository(page, 4, 'git@github.com:octocat/Jobs-Tray.git');
  await page.goto(`${SITE}/git`);
  await expect(page.getByRole('heading', { name: 'Git repository', level: 1 })).toBeVisible();
  const tray = page.getByRole('button', { name: /^Jobs/ });
  await expect(tray).toBeVisible();
  // Earlier journeys may have left work running (a certificate waiting for its DNS records).
  const before = await runningJobs(page);
  await expect(tray).toHaveAccessibleName(jobsTrayName(before));

  // The deployment runs for 10 s (GIT_SANDBOX_DEPLOY_MS); the tray reads again once the write is answered.
  await page.getByRole('button', { name: 'Deploy now' }).click();
  await expect(page.getByText('Deployment of main started.')).toBeVisible();
  await expect(tray).toHaveAccessibleName(jobsTrayName(before + 1));

  // Elsewhere in the panel (no reload), the tray is reached with Tab and opened with Enter.
  await page.getByRole('link', { name: 'Control panel home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await tabTo(page, tray);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Jobs' });
  await expect(dialog).toBeVisible();
  const job = dialog.getByRole('link', { name: /Git deployment.*Blog 4/ });
  await expect(job).toContainText('Running');
  await expect(job).toContainText('Deploying');
  // When it started, said as the panel says a moment: how long ago, in a <time> with the absolute moment in its tooltip.
  await expect(job).toContainText('Started ');
  await expect(job.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT.*Z$/);
  await expect(job.locator('time')).toHaveAttribute('title', /\d{4}/);
  await expect(job.getByRole('progressbar', { name: 'Blog 4 in progress' })).toBeVisible();
  await expectAccessible(page);

  // The tray follows the deployment to its end on its own, every 2 s while it runs.
  await expect(job).toContainText('Done', { timeout: 30_000 });
  await expect(job).toContainText('Deployed');
  await expect(job).toContainText('Finished ');
  await expect(job.getByRole('progressbar')).toHaveCount(0);

  // The job is a link to its record: the site's git page.
  await tabTo(page, job);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/git`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deployed' })).toBeVisible();
  await expect(tray).toHaveAccessibleName(jobsTrayName(before));
});

test('on a phone the jobs tray fits in the top bar and says when there is nothing to show', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, 'other@demo.test');
  const tray = page.getByRole('button', { name: 'Jobs' });
  const account = page.getByRole('button', { name: 'Account menu' });
  for (const button of [tray, page.getByRole('button', { name: 'Open search' }), account]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await tray.click();
  await expect(page.getByRole('dialog', { name: 'Jobs' })).toContainText('No running or recent jobs.');
  await expectAccessible(page);
});
