import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signedIn } from './fixtures';

const DAY = 86_400_000;

test('staff add, change and remove an IP block', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ip-blocks');
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  await page.getByRole('link', { name: 'Block IP' }).click();
  await expect(page).toHaveURL(/\/ip-blocks\/create$/);

  const address = page.getByRole('textbox', { name: 'IP address or range' });
  await address.fill('999.1.1.1');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Brute force from a test network');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid IP address or CIDR range.')).toBeVisible();
  await expect(page).toHaveURL(/\/ip-blocks\/create$/);

  await address.fill('198.18.0.0/15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('IP block added')).toBeVisible();
  await page.goto('/ip-blocks');
  const row = page.getByRole('row', { name: /198\.18\.0\.0\/15/ });
  await expect(row).toContainText('Stian Staff Larsen');

  await row.click();
  await page.getByRole('textbox', { name: 'Reason' }).fill('Brute force, confirmed');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('IP block updated')).toBeVisible();
  await page.goto('/ip-blocks');
  await expect(page.getByRole('row', { name: /198\.18\.0\.0\/15/ })).toContainText('Brute force, confirmed');

  await page.getByRole('row', { name: /198\.18\.0\.0\/15/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove the block of 198.18.0.0/15?' });
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('IP block removed')).toBeVisible();
  await expect(page).toHaveURL(/\/ip-blocks$/);
  await expect(page.getByText('198.18.0.0/15')).toHaveCount(0);
});

test('staff export the IP blocks as CSV, every block and not only the page shown', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ip-blocks');
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('ip-blocks.csv');
  const lines = (await readFile(await file.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toContain('address');
  expect(lines.some((line) => line.includes('203.0.113.7'))).toBe(true);
  const total = await page.evaluate(async () => {
    const { token } = JSON.parse(localStorage.getItem('auth')!);
    const response = await fetch('/v1/admin/ip-blocks?per_page=1', { headers: { authorization: `Bearer ${token}` } });
    return ((await response.json()) as { meta: { total: number } }).meta.total;
  });
  expect(lines).toHaveLength(total + 1);
});

test('a refused IP block says Could not add IP Block with the API’s reason', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await addBlocks(page, ['198.51.100.77'], new Date(Date.now() + 7 * DAY).toISOString());
  await page.goto('/ip-blocks/create');
  await page.getByRole('textbox', { name: 'IP address or range' }).fill('198.51.100.77');
  await page.getByRole('textbox', { name: 'Reason' }).fill('Blocked twice');
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Could not add IP Block' });
  await expect(toast).toContainText('This IP address or range is already blocked.');
  // The title and the reason are two lines, not one run-on sentence.
  expect(await toast.innerText()).toMatch(/Could not add IP Block\s*\n\s*This IP address or range is already blocked\./);
  await expect(page).toHaveURL(/\/ip-blocks\/create$/);
});

/** Adds IP blocks through the API as the signed-in staff member, ending at `expiresAt`; their ids. */
const addBlocks = (page: Page, addresses: string[], expiresAt: string) =>
  page.evaluate(
    async ({ addresses, expiresAt }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      const ids: string[] = [];
      for (const address of addresses) {
        const response = await fetch('/v1/admin/ip-blocks', {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ data: { type: 'ip-blocks', attributes: { address, reason: 'Bulk journey', expiresAt } } }),
        });
        ids.push((await response.json()).data.id);
      }
      return ids;
    },
    { addresses, expiresAt },
  );

/** Reads an IP block's end, or removes it, through the API as the signed-in staff member. */
const blockCall = (page: Page, method: 'GET' | 'DELETE', id: string) =>
  page.evaluate(
    async ({ method, id }) => {
      const { token } = JSON.parse(localStorage.getItem('auth')!);
      const response = await fetch(`/v1/admin/ip-blocks/${id}`, { method, headers: { authorization: `Bearer ${token}` } });
      return method === 'GET' ? ((await response.json()).data.attributes.expiresAt as string) : null;
    },
    { method, id },
  );

test('staff extend chosen IP blocks by 30 days at once', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ip-blocks');
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  const in30Days = new Date(Date.now() + 30 * DAY);
  const ids = await addBlocks(page, ['198.19.7.1', '198.19.7.2'], in30Days.toISOString());
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('198.19.7.');
  const rows = page.getByRole('row', { name: /198\.19\.7\./ });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();

  await page.getByRole('button', { name: 'Extend 30 days' }).click();
  await page.getByRole('dialog', { name: 'Extend 2 blocks by 30 days?' }).getByRole('button', { name: 'Extend 30 days' }).click();
  await expect(page.getByText('2 blocks extended')).toBeVisible();
  // Each runs 30 days past its old end.
  for (const id of ids) expect(new Date((await blockCall(page, 'GET', id))!).getTime()).toBe(in30Days.getTime() + 30 * DAY);
  for (const id of ids) await blockCall(page, 'DELETE', id);
});

test('staff remove chosen IP blocks at once, removal typed to confirm', async ({ page }) => {
  await signedIn(page, 'staff@demo.test');
  await page.goto('/ip-blocks');
  await expect(page.getByText('203.0.113.7')).toBeVisible();
  await addBlocks(page, ['198.19.8.1', '198.19.8.2'], new Date(Date.now() + 30 * DAY).toISOString());
  await page.getByRole('textbox', { name: 'Search', exact: true }).fill('198.19.8.');
  const rows = page.getByRole('row', { name: /198\.19\.8\./ });
  await expect(rows).toHaveCount(2);
  for (const row of await rows.all()) await row.getByRole('checkbox').check();

  await page.getByRole('button', { name: 'Remove' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove 2 blocks?' });
  // The prompt names the blocks it removes.
  for (const address of ['198.19.8.1', '198.19.8.2']) await expect(confirm.getByRole('listitem').filter({ hasText: address })).toBeVisible();
  await expectAccessible(page);
  await expect(confirm.getByRole('button', { name: 'Remove' })).toBeDisabled();
  await confirm.getByRole('textbox').fill('DELETE');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('2 blocks removed')).toBeVisible();
  await expect(rows).toHaveCount(0);
});
