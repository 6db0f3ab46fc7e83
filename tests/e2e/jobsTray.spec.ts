import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

/** Blog 4 of Acme's first Bolt: a site no other journey deploys. */
const SITE = '/bolts/1/environments/4';

/** A call of the /v1/ API as the signed-in customer, for what a journey sets up. */
const api = (page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, url, body }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      const headers: Record<string, string> = { authorization: `Bearer ${token}` };
      if (body) headers['content-type'] = 'application/json';
      const response = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status}`);
      return response.json();
    },
    { method, url: `/v1/${path}`, body },
  );

/** How many of the customer's jobs run now, as the API says. */
async function runningCount(page: Page) {
  const { data } = (await api(page, 'GET', 'jobs')) as { data: { attributes: { state: string } }[] };
  return data.filter((job) => job.attributes.state === 'running').length;
}
const trayName = (running: number) => (running === 0 ? 'Jobs' : `Jobs, ${running} running`);

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
  // A connected repository, as the git connection wizard leaves it (gitRedirection.spec.ts walks the wizard itself).
  await api(page, 'POST', 'environments/4/git', {
    data: { type: 'git', attributes: { repodef: 'git@github.com:octocat/Jobs-Tray.git', branch: 'main', localpath: 'public' } },
  });
  await api(page, 'POST', 'environments/4/git/test-connection');
  await page.goto(`${SITE}/git`);
  await expect(page.getByRole('heading', { name: 'Git repository', level: 1 })).toBeVisible();
  const tray = page.getByRole('button', { name: /^Jobs/ });
  await expect(tray).toBeVisible();
  // Earlier journeys may have left work running (a certificate waiting for its DNS records).
  const before = await runningCount(page);
  await expect(tray).toHaveAccessibleName(trayName(before));

  // The deployment runs for 10 s (GIT_SANDBOX_DEPLOY_MS); the tray reads again once the write is answered.
  await page.getByRole('button', { name: 'Deploy now' }).click();
  await expect(page.getByText('Deployment of main started.')).toBeVisible();
  await expect(tray).toHaveAccessibleName(trayName(before + 1));

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
  await expect(job.getByRole('progressbar', { name: 'Blog 4 in progress' })).toBeVisible();
  await expectAccessible(page);

  // The tray follows the deployment to its end on its own, every 2 s while it runs.
  await expect(job).toContainText('Done', { timeout: 30_000 });
  await expect(job).toContainText('Deployed');
  await expect(job.getByRole('progressbar')).toHaveCount(0);

  // The job is a link to its record: the site's git page.
  await tabTo(page, job);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${SITE}/git`);
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Deployed' })).toBeVisible();
  await expect(tray).toHaveAccessibleName(trayName(before));
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
