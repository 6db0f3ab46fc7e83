import { expect, test, type Page } from '@playwright/test';
import { signedIn, signIn } from './fixtures';

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
const revokeSession = (page: Page) =>
  page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    await fetch('/v1/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
  });

test('a customer creates a site, renames it and deletes it by typing its title', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts');
  await page.getByText('Acme main shop').click();
  await expect(page).toHaveURL('/bolts/1');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme main shop' })).toBeVisible();
  const sites = page.getByRole('region', { name: 'Sites' });
  await expect(sites.getByRole('link', { name: /Main website 1/ })).toContainText('live');
  await expect(page.getByRole('region', { name: 'Usage' })).toContainText(/Sites\d+ of 10/);

  // Create: the site name rules show while typing; the new site opens on its overview.
  await sites.getByRole('link', { name: 'Create site' }).click();
  await expect(page).toHaveURL('/bolts/1/environments/create');
  const name = page.getByRole('textbox', { name: 'Site name' });
  await name.fill('Shop');
  await expect(page.getByText('The site name must be at least 6 characters long')).toBeVisible();
  await name.fill('Journey test site');
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page.getByText('Site Journey test site created')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/\d+\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Journey test site' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Acme main shop');
  await expect(page.getByRole('region', { name: 'Login information' })).toContainText('/cust/0/bolt_1/journeytestsite_1/site/public');

  // Rename: 'change name' opens the field, an invalid name is refused with the spec text, a valid one is saved.
  await page.getByRole('button', { name: 'change name' }).click();
  const title = page.getByRole('textbox', { name: 'Site name' });
  await title.fill('Tiny');
  await page.getByRole('button', { name: 'save name' }).click();
  await expect(page.getByText('The site name must be at least 6 characters long')).toBeVisible();
  await title.fill('Journey renamed site');
  await page.getByRole('button', { name: 'save name' }).click();
  await expect(page.getByText('site name changed')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Journey renamed site' })).toBeVisible();

  // Delete: confirm stays disabled until the title is typed exactly, then the Bolt's site list opens without it.
  await page.getByRole('region', { name: 'Delete site' }).getByRole('button', { name: 'Delete site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete site?' });
  const confirm = dialog.getByRole('button', { name: 'Delete site' });
  await dialog.getByRole('textbox', { name: 'Site title' }).fill('Journey renamed');
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Site title' }).fill('Journey renamed site');
  await confirm.click();
  await expect(page).toHaveURL('/bolts/1/environments');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Main website 1/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Journey renamed site/ })).toHaveCount(0);
});

test('a 401 while renaming a site lands on sign-in, with no success toast, and comes back to the unchanged site', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/2/overview');
  await page.getByRole('button', { name: 'change name' }).click();
  await page.getByRole('textbox', { name: 'Site name' }).fill('Renamed while signed out');
  await revokeSession(page);
  await page.getByRole('button', { name: 'save name' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('site name changed')).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/2\/overview$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Web shop 2' })).toBeVisible();
});

test('a 401 while creating a site lands on sign-in, with no success toast, and comes back to the form', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/create');
  await page.getByRole('textbox', { name: 'Site name' }).fill('Created while signed out');
  await revokeSession(page);
  await page.getByRole('button', { name: 'Create site' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Site Created while signed out created')).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/create$/);
  await page.goto('/bolts/1/environments');
  await expect(page.getByRole('heading', { level: 1, name: 'Sites' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Created while signed out/ })).toHaveCount(0);
});

test('a customer searches a Bolt’s sites and sees when none match', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments');
  const list = page.getByRole('list', { name: 'Sites' });
  await expect(list.getByRole('link', { name: /Main website 1/ })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search sites' });
  await search.fill('Web shop');
  await expect(list.getByRole('link', { name: /Web shop 2/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /Main website 1/ })).toHaveCount(0);
  await search.fill('no such site');
  await expect(page.getByText('No sites match "no such site".')).toBeVisible();
});

test('the site switcher opens another site on the same page; a gone site leads to the site list', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/overview');
  const sideBar = page.getByRole('navigation', { name: 'Bolt navigation' });
  await sideBar.getByRole('link', { name: 'Overview' }).waitFor();
  await sideBar.getByRole('button', { name: /Switch site: Main website 1/ }).click();
  await page.getByRole('menuitem', { name: /Web shop 2/ }).click();
  await expect(page).toHaveURL('/bolts/1/environments/2/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Web shop 2' })).toBeVisible();

  await page.goto('/bolts/1/environments/999999/overview');
  await expect(page).toHaveURL('/bolts/1/environments');
});

test('staff open a customer’s site admin settings', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts/1/environments/1/overview');
  await page.getByRole('navigation', { name: 'Bolt navigation' }).getByRole('link', { name: 'Admin settings' }).click();
  await expect(page).toHaveURL('/bolts/1/environments/1/admin-settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Main website 1' })).toBeVisible();
  await expect(page.getByText('Oslo, Norway')).toBeVisible();
  for (const block of ['Configurations', 'Log information', 'DNS', 'Usage', 'Domains', 'Dynamic requests']) {
    await expect(page.getByRole('region', { name: block })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Log information' })).toContainText('/cust/0/bolt_1/');
  await expect(page.getByRole('region', { name: 'DNS' })).toContainText('IPv6 (AAAA)');
  await expect(page.getByRole('region', { name: 'Configurations' })).toContainText('web01');

  const reload = page.getByRole('region', { name: 'Reload configuration' });
  await reload.getByRole('checkbox', { name: 'Also sync cron jobs and SSH access' }).check();
  await reload.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByText('Site configuration reloaded')).toBeVisible();
});

test('a customer schedules the deletion of a Bolt for the end of its term and removes it again', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/4');
  await expect(page.getByRole('heading', { level: 1, name: 'Acme enterprise' })).toBeVisible();
  await page.getByRole('region', { name: 'Danger zone' }).getByRole('button', { name: 'Delete Bolt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Acme enterprise?' });
  await expect(dialog.getByRole('radio', { name: /At the end of the term/ })).toBeChecked();
  // Deleting at once needs the Bolt's name; the end-of-term choice does not.
  await dialog.getByRole('radio', { name: /Immediately/ }).check();
  await expect(dialog.getByRole('button', { name: 'Delete now' })).toBeDisabled();
  await dialog.getByRole('radio', { name: /At the end of the term/ }).check();
  await dialog.getByRole('button', { name: 'Schedule deletion' }).click();
  await expect(page.getByText('The Bolt will be deleted at the end of its term.')).toBeVisible();
  await expect(page.getByText(/This Bolt is scheduled for deletion on/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText('when the Bolt is deleted');

  await page.getByRole('button', { name: 'Remove scheduled deletion' }).click();
  await expect(page.getByText('The scheduled deletion was removed.')).toBeVisible();
  await expect(page.getByText(/This Bolt is scheduled for deletion on/)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Plan' })).toContainText('Renews on');
});
