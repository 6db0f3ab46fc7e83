import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { newPublicKey } from '../api/sshKeyFixtures';
import { expectAccessible, signedIn } from './fixtures';

/** Adds a key to the signed-in person's own account through the API (the provider's, for staff). */
const addOwnKey = (page: Page, sshkey: string) =>
  page.evaluate(async (line) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch('/v1/ssh-keys', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ data: { type: 'ssh-keys', attributes: { sshkey: line } } }),
    });
    return response.status;
  }, sshkey);

/** Grants site 1 Support access for 3 hours through the API with the own key of this fingerprint. */
const grantThroughApi = (page: Page, fingerprint: string) =>
  page.evaluate(async (wanted) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const keys = await (await fetch(`/v1/ssh-keys?q=${encodeURIComponent(wanted)}`, { headers })).json();
    const attributes = { type: 'staff', sshKeyId: Number(keys.data[0].id), expires: '3h' };
    const response = await fetch('/v1/admin/environments/1/ssh-access', {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: { type: 'ssh-access', attributes } }),
    });
    return response.status;
  }, fingerprint);

test('staff grant temporary Support access to a site, see it on /ssh-access and on the site’s page, and revoke it', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  const name = `support-${randomUUID().slice(0, 8)}@provider`;
  const key = newPublicKey(name);
  expect(await addOwnKey(page, key.line)).toBe(201);

  await page.goto('/ssh-access');
  await expect(page.getByRole('link', { name: 'Grant access' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Grant access' }).click();
  await expect(page).toHaveURL(/\/ssh-access\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Grant SSH access' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByText('Please choose a site.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Site' }).fill('Main website 1');
  await page.getByRole('option', { name: 'Main website 1' }).click();
  await page.getByRole('combobox', { name: 'Support key' }).fill(name.slice(0, 16));
  await page.getByRole('option', { name }).click();
  await page.getByRole('combobox', { name: 'Expires after' }).click();
  await page.getByRole('option', { name: '1 day' }).click();
  await page.getByRole('button', { name: 'Grant access' }).click();
  await expect(page.getByText('Support access added')).toBeVisible();

  await expect(page).toHaveURL(/\/ssh-access\/\d+$/);
  const siteUrl = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'SSH access to Main website 1' })).toBeVisible();
  const entries = page.getByRole('region', { name: 'Access entries' });
  const entry = entries.getByRole('row').filter({ hasText: key.fingerprint });
  await expect(entry.getByText('Support', { exact: true })).toBeVisible();
  await expect(entry.getByText('Active')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Site Keys' })).toBeVisible();
  await expectAccessible(page);

  // The site's page offers the grant form with this site already chosen.
  await page.getByRole('link', { name: 'Grant access' }).click();
  await expect(page.getByRole('combobox', { name: 'Site' })).toHaveValue('Main website 1');
  await page.goto('/ssh-access');
  const row = page.getByRole('row').filter({ hasText: key.fingerprint });
  await expect(row.getByRole('link', { name: 'Main website 1' })).toBeVisible();
  await expect(row.getByText('Stian Staff Larsen')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await row.getByRole('link', { name: 'Main website 1' }).click();
  await expect(page).toHaveURL(siteUrl);

  // Revoked from the site's page, one at a time.
  await entries.getByRole('row').filter({ hasText: key.fingerprint }).getByRole('button', { name: 'Remove access' }).click();
  await page.getByRole('dialog', { name: 'Remove access?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Access removed')).toBeVisible();
  await expect(entries.getByText(key.fingerprint)).toHaveCount(0);
});

test('staff revoke Support access from /ssh-access with the bulk action', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  const key = newPublicKey(`bulk-${randomUUID().slice(0, 8)}@provider`);
  expect(await addOwnKey(page, key.line)).toBe(201);
  expect(await grantThroughApi(page, key.fingerprint)).toBe(201);

  await page.goto('/ssh-access');
  const row = page.getByRole('row').filter({ hasText: key.fingerprint });
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this access?' });
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('1 access revoked')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: key.fingerprint })).toHaveCount(0);
});

test('an admin adds a Support key on /ssh-management/create and deletes it once its name is typed', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');
  await page.goto('/ssh-management');
  const add = page.getByRole('navigation', { name: 'In this section' }).getByRole('link', { name: 'Add SSH key' });
  await expect(add).toBeVisible();
  await expectAccessible(page);
  await add.click();
  await expect(page).toHaveURL(/\/ssh-management\/create$/);
  await expectAccessible(page);

  const name = `ops-${randomUUID().slice(0, 8)}`;
  const key = newPublicKey('ops@provider');
  await page.getByRole('textbox', { name: 'Public key' }).fill('hello world');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please paste an OpenSSH public key', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Public key' }).fill(key.line);
  await page.getByRole('textbox', { name: 'Comment' }).fill(name);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('ssh key added')).toBeVisible();
  await expect(page).toHaveURL(/\/ssh-management$/);
  const row = page.getByRole('row').filter({ hasText: key.fingerprint });
  await expect(row.getByText(name)).toBeVisible();
  await expectAccessible(page);

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await dialog.getByRole('textbox', { name: 'Key name' }).fill(name);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('ssh key deleted')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: key.fingerprint })).toHaveCount(0);
});

test('staff do not get /ssh-management', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ssh-management/create');
  await expect(page).toHaveURL(/\/$/);
});
