import { expect, test, type Page } from '@playwright/test';
import { signedIn } from './fixtures';

/**
 * Creates databases in a Bolt and connects them to one of its sites through the API (spec 2 §7:
 * POST bolts/{id}/databases, then databases/connect, at most 100 ids a call), as the signed-in customer.
 */
const connectNewDatabases = (page: Page, boltId: string, siteId: string, names: string[]) =>
  page.evaluate(
    async ({ boltId, siteId, names }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const ids: string[] = [];
      for (const name of names) {
        const body = JSON.stringify({ data: { type: 'databases', attributes: { name } } });
        const response = await fetch(`/v1/bolts/${boltId}/databases`, { method: 'POST', headers, body });
        if (response.status !== 201) throw new Error(`POST bolts/${boltId}/databases answered ${response.status} for ${name}`);
        ids.push((await response.json()).data.id);
      }
      for (let from = 0; from < ids.length; from += 100) {
        const attributes = { databaseIds: ids.slice(from, from + 100), environmentIds: [siteId] };
        const response = await fetch('/v1/databases/connect', {
          method: 'POST',
          headers,
          body: JSON.stringify({ data: { type: 'databases', attributes } }),
        });
        if (!response.ok) throw new Error(`POST databases/connect answered ${response.status}`);
      }
    },
    { boltId, siteId, names },
  );

test('a customer creates a database, sees its password once, finds it and deletes it', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1');
  await page.getByRole('navigation', { name: 'Bolt navigation' }).getByRole('link', { name: 'Databases' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Databases' })).toBeVisible();
  await page.getByRole('link', { name: 'Create database' }).first().click();
  await expect(page).toHaveURL('/bolts/1/databases/create');

  // The rules follow the typing; a bad name is refused with the schema's message and nothing is created.
  const name = page.getByRole('textbox', { name: 'Name' });
  await name.fill('a!');
  const rules = page.getByRole('listitem');
  await expect(rules.filter({ hasText: 'Between 3 and 64 characters' })).toContainText('not met');
  await expect(rules.filter({ hasText: 'Letters, digits, spaces, underscores and hyphens only' })).toContainText('not met');
  await page.getByRole('button', { name: 'Create database' }).click();
  await expect(page.getByText('The database name must be at least 3 characters long')).toBeVisible();
  await expect(page).toHaveURL('/bolts/1/databases/create');

  await name.fill('Orders archive');
  await expect(rules.filter({ hasText: 'Between 3 and 64 characters' })).toContainText('(met)');
  await page.getByRole('button', { name: 'Create database' }).click();

  // The credentials, with the password this once.
  await expect(page).toHaveURL('/bolts/1/databases/create/result');
  await expect(page.getByRole('heading', { level: 1, name: 'Database created' })).toBeVisible();
  await expect(page.getByText('Copy the password now')).toBeVisible();
  const value = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  await expect(value('Database name')).toContainText('db_1_orders_archive');
  await expect(value('User name')).toContainText('u_1_orders_archive');
  await expect(value('Port')).toContainText('3306');
  const password = (await value('Password').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
  await expect(page.getByRole('button', { name: 'Copy Password' })).toBeVisible();

  // Not again: a reload finds the credentials gone.
  await page.reload();
  await expect(page.getByText('The credentials are no longer available')).toBeVisible();
  await expect(page.getByText(password)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to databases' }).click();

  // The list: search finds it; the sites using it are not recorded yet.
  await expect(page).toHaveURL(/\/bolts\/1\/databases/);
  await page.getByRole('searchbox', { name: 'Search databases' }).fill('orders');
  const row = page.getByRole('row').filter({ hasText: 'Orders archive' });
  await expect(row).toContainText('db_1_orders_archive');
  await expect(row).toContainText('0 MiB');
  await expect(row).toContainText('—');
  await expect(page.getByRole('row')).toHaveCount(2);
  await row.click();

  // The detail: connection details without the password.
  await expect(page.getByRole('heading', { level: 1, name: 'Orders archive' })).toBeVisible();
  await expect(value('Database name')).toContainText('db_1_orders_archive');
  await expect(value('Port')).toContainText('3306');
  await expect(page.getByText(password)).toHaveCount(0);

  // Delete asks for the name first.
  await page.getByRole('button', { name: 'Delete database' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Orders archive?' });
  const confirm = dialog.getByRole('button', { name: 'Delete database' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Type Orders archive to confirm' }).fill('Orders archive');
  await confirm.click();
  await expect(page.getByText('Database Orders archive deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/databases(\?.*)?$/);
  await expect(page.getByRole('row').filter({ hasText: 'Orders archive' })).toHaveCount(0);
});

test('a site’s connected databases page past 100, and the connect form searches the Bolt’s', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/2/databases');
  await expect(page.getByText('No data. Connect a database')).toBeVisible();
  // Named to sort after the Bolt's other databases.
  const names = Array.from({ length: 101 }, (_, i) => `Zz paging ${String(i + 1).padStart(3, '0')}`);
  await connectNewDatabases(page, '1', '2', names);
  await page.reload();

  const connected = page.getByRole('region', { name: 'Connected databases' });
  await expect(connected.getByText('1–15 of 101')).toBeVisible();
  await connected.getByRole('button', { name: 'Page 7' }).click();
  await expect(connected.getByText('91–101 of 101')).toBeVisible();
  await expect(connected.getByText('Zz paging 101', { exact: true })).toBeVisible();

  await connected.getByRole('searchbox', { name: 'Search connected databases' }).fill('paging 042');
  await expect(connected.getByText('1–1 of 1')).toBeVisible();
  await expect(connected.getByRole('listitem')).toHaveCount(1);
  await expect(connected.getByText('Zz paging 042', { exact: true })).toBeVisible();

  // The connect form finds any of the Bolt's databases by typing; those the site uses are marked.
  const picker = page.getByRole('combobox', { name: 'Database of this Bolt' });
  await picker.fill('paging 100');
  await expect(page.getByRole('option', { name: /Zz paging 100/ })).toHaveText(/already connected/);
  await expect(page.getByRole('option', { name: /Zz paging 100/ })).toBeDisabled();
});
