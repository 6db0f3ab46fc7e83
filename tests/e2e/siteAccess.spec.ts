import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { newPublicKey } from '../api/sshKeyFixtures';
import { signedIn, signIn } from './fixtures';
import { revokeSession } from './support/api';

test('a customer adds a site SSH key, opens it and deletes it with the fingerprint confirmation', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/1/access');
  await expect(page.getByRole('heading', { name: 'Access', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'SSH access type' })).toBeVisible();

  const form = page.getByRole('region', { name: 'Add SSH key' });
  await form.getByRole('textbox', { name: 'Public key' }).fill('hello world');
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(form.getByText('Please paste an OpenSSH public key', { exact: false })).toBeVisible();

  const key = newPublicKey('journey@laptop');
  await form.getByRole('textbox', { name: 'Public key' }).fill(key.line);
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(page.getByText('ssh key added')).toBeVisible();
  const keys = page.getByRole('region', { name: 'SSH keys of this site' });
  await expect(keys.getByText(key.fingerprint, { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Access entries' }).getByText('User Key')).toBeVisible();

  await keys.getByRole('link', { name: /journey@laptop/ }).click();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/access\/settings\/\d+\/ssh-keys$/);
  await expect(page.getByRole('heading', { name: 'journey@laptop', level: 1 })).toBeVisible();
  await expect(page.getByText(key.line)).toBeVisible();
  await expect(page.getByText('ssh-ed25519', { exact: true })).toBeVisible();
  await expect(page.getByText('256 bits')).toBeVisible();

  await page.getByRole('button', { name: 'Delete key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete SSH key?' });
  await expect(dialog).toContainText(`The key ${key.fingerprint} will be removed from all Bolts and sites.`);
  await dialog.getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('ssh key deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/bolts\/1\/environments\/1\/access$/);
  await expect(page.getByRole('region', { name: 'SSH keys of this site' }).getByText(key.fingerprint, { exact: false })).toHaveCount(0);
});

/** Ends the session on the server, as an expiry or a logout elsewhere would; the page does not know yet. */
/** Adds keys through the API as the signed-in user, one after another; answers their statuses. */
const addKeysThroughApi = (page: Page, lines: string[]) =>
  page.evaluate(async (keys) => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const statuses: number[] = [];
    for (const sshkey of keys) {
      const response = await fetch('/v1/ssh-keys', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ data: { type: 'ssh-keys', attributes: { sshkey } } }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }, lines);

test('the account’s SSH keys page past 100 keys, with search and sort', async ({ page }) => {
  await signedIn(page, 'other@demo.test');
  // A tag of this run's own, so the search finds exactly the keys added here.
  const tag = `bulk${randomUUID().slice(0, 8)}`;
  const lines = Array.from({ length: 101 }, (_, i) => newPublicKey(`${tag}-${String(i + 1).padStart(3, '0')}`).line);
  // One key more that the search leaves out, so the count shows when the search has applied.
  lines.push(newPublicKey('unrelated@laptop').line);
  expect(new Set(await addKeysThroughApi(page, lines))).toEqual(new Set([201]));

  await page.goto('/ssh-keys');
  const keys = page.getByRole('region', { name: 'Your keys' });
  await expect(keys.getByText(/^1–15 of \d+$/)).toBeVisible();
  await keys.getByRole('textbox', { name: 'Search keys' }).fill(tag);
  await expect(keys.getByText('1–15 of 101')).toBeVisible();
  // The export holds every key the search finds, not only the page shown: a header and 101 rows.
  const download = page.waitForEvent('download');
  await keys.getByRole('button', { name: 'Export' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(102);
  expect(csv).toContain(`${tag}-101`);
  expect(csv).not.toContain('unrelated@laptop');
  // Newest first: the first key added is the 101st, on the last page.
  await keys.getByRole('button', { name: 'Page 7' }).click();
  await expect(keys.getByText('91–101 of 101')).toBeVisible();
  await expect(keys.getByRole('link')).toHaveCount(11);
  await expect(keys.getByRole('link', { name: `${tag}-001` })).toBeVisible();

  // Sorting by name brings it to the top of the first page.
  await keys.getByRole('button', { name: 'Name' }).click();
  await expect(keys.getByText('1–15 of 101')).toBeVisible();
  await expect(keys.getByRole('link').first()).toHaveText(`${tag}-001`);
  await keys.getByRole('link', { name: `${tag}-001` }).click();
  await expect(page).toHaveURL(/\/ssh-keys\/\d+$/);
  await expect(page.getByRole('heading', { name: `${tag}-001`, level: 1 })).toBeVisible();
});

test('a 401 while adding an SSH key lands on sign-in, with no success toast, and comes back', async ({ page }) => {
  await signedIn(page, 'customer@demo.test');
  await page.goto('/ssh-keys');
  const form = page.getByRole('region', { name: 'Add SSH key' });
  const key = newPublicKey('expired@session');
  await form.getByRole('textbox', { name: 'Public key' }).fill(key.line);
  // The key reads as a key before it is sent, as `ssh-keygen -l` would show it.
  await expect(form.getByText(`Reads as a 256-bit ssh-ed25519 key, ${key.fingerprint}`)).toBeVisible();
  await revokeSession(page);
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('ssh key added')).toHaveCount(0);

  await signIn(page, 'customer@demo.test', { from: '' });
  await expect(page).toHaveURL(/\/ssh-keys$/);
  await expect(page.getByRole('region', { name: 'Your keys' }).getByText(key.fingerprint)).toHaveCount(0);
});

test('staff give a site Support access with one of their own keys, then remove it', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ssh-keys');
  const name = `support-${randomUUID().slice(0, 8)}@provider`;
  const key = newPublicKey(name);
  const form = page.getByRole('region', { name: 'Add SSH key' });
  await form.getByRole('textbox', { name: 'Public key' }).fill(key.line);
  await form.getByRole('button', { name: 'Add key' }).click();
  await expect(page.getByText('ssh key added')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Public key' })).toHaveValue('');
  await expect(page.getByRole('region', { name: 'Your keys' }).getByRole('link', { name })).toBeVisible();

  await page.goto('/bolts/1/environments/1/access');
  const entries = page.getByRole('region', { name: 'Access entries' });
  await entries.getByRole('combobox', { name: 'Support key' }).fill(name.slice(0, 16));
  await page.getByRole('option', { name }).click();
  await entries.getByRole('button', { name: 'Add support access' }).click();
  await expect(page.getByText('Support access added')).toBeVisible();
  const row = entries.getByRole('row').filter({ hasText: key.fingerprint });
  await expect(row.getByText('Support', { exact: true })).toBeVisible();
  await expect(row.getByText('Stian Staff Larsen')).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();

  await row.getByRole('button', { name: 'Remove access' }).click();
  await page.getByRole('dialog', { name: 'Remove access?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Access removed')).toBeVisible();
  await expect(entries.getByText(key.fingerprint)).toHaveCount(0);
});
