import { expect, test } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

// A site no other journey opens: its state here cannot disturb them.
const ADMIN_SETTINGS = '/bolts/3/environments/12/admin-settings';

test('an admin disables a site, follows the rebuild, and the change is in the audit trail', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto(ADMIN_SETTINGS);
  const controls = page.getByRole('region', { name: 'Admin controls' });
  await expect(controls).toContainText('Its server serves: the site');
  await expectAccessible(page);

  await controls.getByRole('switch', { name: 'Site enabled' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable this site?' });
  await expect(confirm).toContainText('Visitors of Staging copy will see the site-disabled page');
  await confirm.getByRole('button', { name: 'Disable site' }).click();
  await expect(page.getByText('site disabled', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'This site is not enabled' })).toBeVisible();

  // The server's configuration is rebuilt as a job: the rebuild's page follows it to the end.
  await page.goto('/rebuild-sites-config');
  await page
    .getByRole('row', { name: /Site admin settings/ })
    .first()
    .click();
  await expect(page.getByRole('row', { name: /Staging copy/ })).toContainText('Site-disabled page');
  await expect(page.getByText('1 done, 0 failed of 1')).toBeVisible();
  await expectAccessible(page);

  await page.goto(ADMIN_SETTINGS);
  await expect(controls).toContainText('Its server serves: the site-disabled page');
  await page.getByRole('link', { name: 'Activity', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Filter Site: Staging copy/ })).toBeVisible();
  const change = page.getByRole('row', { name: /Updated · Site Staging copy/ }).first();
  await expect(change).toContainText('enabled: true → false');
  await expect(change).toContainText('Ada');
  await expectAccessible(page);

  // Back as it was, for the next run on this database.
  await page.goto(ADMIN_SETTINGS);
  await controls.getByRole('switch', { name: 'Site enabled' }).click();
  await expect(page.getByText('site enabled', { exact: true })).toBeVisible();
});

test('staff see the admin controls but cannot change them', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto(ADMIN_SETTINGS);
  const controls = page.getByRole('region', { name: 'Admin controls' });
  await expect(controls).toContainText('Only admins change these.');
  await expect(controls.getByRole('switch', { name: 'Site enabled' })).toBeDisabled();
  await expect(controls.getByRole('button', { name: 'Rebuild PHP' })).toHaveCount(0);
});

test('an admin rebuilds the PHP of two chosen sites and sees each one’s result', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto('/rebuild-sites-config/create');
  await page.getByRole('radio', { name: 'PHP' }).check();
  await page.getByRole('radio', { name: 'Chosen sites' }).check();
  const sites = page.getByRole('combobox', { name: 'Sites' });
  for (const title of ['Blog 4', 'Intranet 6']) {
    await sites.fill(title);
    await page
      .getByRole('option', { name: new RegExp(title) })
      .first()
      .click();
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Start rebuild' }).click();
  await expect(page.getByText('The rebuild has started.')).toBeVisible();
  await expect(page.getByText('2 done, 0 failed of 2')).toBeVisible();
  await expect(page.getByRole('row', { name: /Blog 4/ })).toContainText('Done');
  await expect(page.getByRole('row', { name: /Intranet 6/ })).toContainText('Done');
});
