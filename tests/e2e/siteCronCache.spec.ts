import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
/** Adds cron jobs to a site through the API (POST cronjobs, spec 2 §7), as the signed-in customer. */
const addCronjobs = (page: Page, siteId: string, commands: string[]) =>
  page.evaluate(
    async ({ siteId, commands }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      for (const command of commands) {
        const response = await fetch('/v1/cronjobs', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            data: {
              type: 'cronjobs',
              attributes: { command, schedule: '0 4 * * *' },
              relationships: { environment: { data: { type: 'environments', id: siteId } } },
            },
          }),
        });
        if (response.status !== 201) throw new Error(`POST cronjobs answered ${response.status} for ${command}`);
      }
    },
    { siteId, commands },
  );

test('a customer adds a cron job after fixing its schedule, then deletes it by typing DELETE', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cronjobs');
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add a cron job' });
  await form.getByRole('textbox', { name: 'Command' }).fill('php ~/site/public/nightly-import.php');
  // A common schedule fills the field and is read back in words; a typed one shows as Custom.
  const presets = form.getByRole('combobox', { name: 'Common schedules' });
  await expect(presets).toHaveText('Every minute');
  await presets.click();
  await page.getByRole('option', { name: 'Every 15 minutes' }).click();
  const schedule = form.getByRole('textbox', { name: 'Schedule' });
  await expect(schedule).toHaveValue('*/15 * * * *');
  await expect(schedule).toHaveAccessibleDescription('Every 15 minutes');
  await schedule.fill('0 0 31 2 *');
  await expect(form.getByText('This schedule never runs: day 31 does not occur in February')).toBeVisible();
  await expect(presets).toHaveText('Custom');
  await schedule.fill('61 * * * *');
  await expect(form.getByText('Please enter a valid minute (0-59).')).toBeVisible();
  await schedule.fill('30 2 * * *');
  await expect(form.getByText('At 02:30 every day')).toBeVisible();
  await form.getByRole('button', { name: 'Add cron job' }).click();
  await expect(page.getByText('cron added')).toBeVisible();

  const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
  const job = jobs.getByRole('listitem').filter({ hasText: 'nightly-import.php' });
  await expect(job.getByText('At 02:30 every day')).toBeVisible();
  await job.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill('delete');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('textbox').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('cronjob removed')).toBeVisible();
  await expect(jobs.getByText('nightly-import.php')).toHaveCount(0);
});

test('a site’s cron jobs page past 100: the last page, search, order and an export of every job', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/2/cronjobs');
  const jobs = page.getByRole('region', { name: 'Scheduled jobs' });
  // The seed gives this site one job; 120 more make nine pages of 15.
  await expect(jobs.getByText('1–1 of 1')).toBeVisible();
  const commands = Array.from({ length: 120 }, (_, i) => `php ~/site/paging-job-${String(i + 1).padStart(3, '0')}.php`);
  await addCronjobs(page, '2', commands);
  await page.reload();
  await expect(jobs.getByText('1–15 of 121')).toBeVisible();
  await expect(jobs.getByRole('listitem')).toHaveCount(15);

  await jobs.getByRole('button', { name: 'Page 9' }).click();
  await expect(jobs.getByText('121–121 of 121')).toBeVisible();
  await expect(jobs.getByRole('listitem')).toHaveCount(1);
  await expect(jobs.getByText('paging-job-120.php')).toBeVisible();

  // The API searches all of them.
  const search = jobs.getByRole('searchbox', { name: 'Search cron jobs' });
  await search.fill('paging-job-107');
  await expect(jobs.getByText('1–1 of 1')).toBeVisible();
  await expect(jobs.getByRole('listitem')).toHaveText(/paging-job-107\.php/);
  await search.fill('no-such-job');
  await expect(jobs.getByText('No cron job matches “no-such-job”.')).toBeVisible();
  await jobs.getByRole('button', { name: 'Clear search' }).click();
  await expect(jobs.getByText('1–15 of 121')).toBeVisible();

  // By command, A to Z: the jobs added sort before the seeded php ~/site/public/wp-cron.php.
  await jobs.getByRole('button', { name: /^Sort by/ }).click();
  await page.getByRole('menuitem', { name: 'Command' }).click();
  await expect(jobs.getByRole('listitem').first()).toContainText('paging-job-001.php');

  // The export holds every job, not only the page shown: a header and 121 rows.
  const download = page.waitForEvent('download');
  await jobs.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('cron-jobs-site-2.csv');
  const csv = await readFile(await file.path(), 'utf8');
  const lines = csv.trim().split(/\r?\n/);
  expect(lines).toHaveLength(122);
  expect(lines[0]).toBe('id,schedule,description,command,comment,notifications,active');
  expect(csv).toContain('php ~/site/paging-job-120.php');
});

test('a 401 while adding a cron job lands on sign-in, with no success toast, and comes back', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/3/cronjobs');
  const form = page.getByRole('region', { name: 'Add a cron job' });
  await form.getByRole('textbox', { name: 'Command' }).fill('php ~/site/public/after-expiry.php');
  await revokeSession(page);
  await form.getByRole('button', { name: 'Add cron job' }).click();
  await expect(page).toHaveURL(/\/login/);
  // Neither a success nor react-admin's complaint about the empty answer it settles a 401 with.
  await expect(page.getByText('cron added')).toHaveCount(0);
  await expect(page.getByText(/Invalid dataProvider response/)).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/3\/cronjobs$/);
  await expect(page.getByRole('region', { name: 'Scheduled jobs' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByText('after-expiry.php')).toHaveCount(0);
});

test('a customer turns development mode on and purges the whole cache', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cache');
  await expect(page.getByRole('heading', { name: 'Cache', level: 1 })).toBeVisible();

  await page
    .getByRole('switch', { name: 'Development mode is off' })
    .or(page.getByRole('checkbox', { name: 'Development mode is off' }))
    .click();
  await expect(page.getByText('dev mode activated')).toBeVisible();
  await expect(page.getByText(/On until/)).toBeVisible();

  await page.getByRole('button', { name: 'Purge everything' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Purge everything' }).click();
  await expect(page.getByText('purged', { exact: true })).toBeVisible();
});

test('a customer connects one of the Bolt’s databases to a site and removes the relation', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/databases');
  await expect(page.getByText('No data. Connect a database')).toBeVisible();

  await page.getByRole('combobox', { name: 'Database of this Bolt' }).click();
  const option = page.getByRole('option').first();
  const database = ((await option.textContent()) ?? '').replace(/ \(.*\)$/, '');
  await option.click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('db connected')).toBeVisible();
  const connected = page.getByRole('region', { name: 'Connected databases' });
  await expect(connected.getByText(database, { exact: true })).toBeVisible();
  await expect(connected.getByText('Main website 1')).toBeVisible();

  // Remove relation asks first, naming the database and the site; Cancel changes nothing.
  await connected.getByRole('button', { name: 'Remove relation' }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove relation?' });
  await expect(confirm).toContainText(`The site Main website 1 will no longer use the database ${database}.`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(connected.getByText(database, { exact: true })).toBeVisible();
  await expect(page.getByText('db disconnected')).toHaveCount(0);

  await connected.getByRole('button', { name: 'Remove relation' }).click();
  confirm = page.getByRole('dialog', { name: 'Remove relation?' });
  await confirm.getByRole('button', { name: 'Remove relation' }).click();
  await expect(page.getByText('db disconnected')).toBeVisible();
  await expect(page.getByText('No data. Connect a database')).toBeVisible();
});
