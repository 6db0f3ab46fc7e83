import { expect, test } from '@playwright/test';
import { signedIn } from './fixtures';

test('a customer adds a cron job after fixing its schedule, then deletes it by typing DELETE', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cronjobs');
  await expect(page.getByRole('heading', { name: 'Cron jobs', level: 1 })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add a cron job' });
  await form.getByRole('textbox', { name: 'Command' }).fill('php ~/site/public/nightly-import.php');
  await form.getByRole('textbox', { name: 'Schedule' }).fill('61 * * * *');
  await expect(form.getByText('Please enter a valid minute (0-59).')).toBeVisible();
  await form.getByRole('textbox', { name: 'Schedule' }).fill('30 2 * * *');
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

test('a customer turns development mode on and purges the whole cache', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/cache');
  await expect(page.getByRole('heading', { name: 'Cache', level: 1 })).toBeVisible();

  await page.getByRole('switch', { name: 'Development mode is off' }).or(page.getByRole('checkbox', { name: 'Development mode is off' })).click();
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
  const label = (await option.textContent()) ?? '';
  await option.click();
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await expect(page.getByText('db connected')).toBeVisible();
  const connected = page.getByRole('region', { name: 'Connected databases' });
  await expect(connected.getByText(label.replace(/ \(.*\)$/, ''), { exact: true })).toBeVisible();
  await expect(connected.getByText('Main website 1')).toBeVisible();

  await connected.getByRole('button', { name: 'Remove relation' }).click();
  await expect(page.getByText('db disconnected')).toBeVisible();
  await expect(page.getByText('No data. Connect a database')).toBeVisible();
});
