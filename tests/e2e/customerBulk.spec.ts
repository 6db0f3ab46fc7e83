import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible, PASSWORD, signedIn } from './fixtures';

async function headersOf(request: APIRequestContext, email: string) {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return { authorization: `Bearer ${(await response.json()).data.token as string}` };
}

/** Creates databases in Bolt 1 as the customer (spec 2 §7 POST bolts/{id}/databases); their ids. */
async function createDatabases(request: APIRequestContext, names: string[]) {
  const headers = await headersOf(request, 'customer@demo.test');
  const ids: string[] = [];
  for (const name of names) {
    const response = await request.post('/v1/bolts/1/databases', { headers, data: { data: { type: 'databases', attributes: { name } } } });
    expect(response.status(), name).toBe(201);
    ids.push((await response.json()).data.id);
  }
  return ids;
}

test('a customer deletes chosen databases at once, typing DELETE, and is told which one could not go and why', async ({ page, request }) => {
  const names = ['bulkjourney1', 'bulkjourney2', 'bulkjourney3'];
  const [, , thirdId] = await createDatabases(request, names);
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/databases');
  await page.getByRole('searchbox', { name: 'Search databases' }).fill('bulkjourney');
  const rows = page.getByRole('row', { name: /bulkjourney/ });
  await expect(rows).toHaveCount(3);
  for (const name of names) await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('3 selected')).toBeVisible();
  await expectAccessible(page);

  // Meanwhile another tab deletes the third: its row is refused, the others go.
  const headers = await headersOf(request, 'customer@demo.test');
  expect((await request.delete(`/v1/bolts/1/databases/${thirdId}`, { headers })).status()).toBe(204);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 3 databases?' });
  for (const name of names) await expect(confirm.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await expectAccessible(page);
  await expect(confirm.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await confirm.getByRole('textbox').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 databases deleted')).toBeVisible();
  await expect(page.getByText(/bulkjourney3: /)).toBeVisible();
  await expect(rows).toHaveCount(0);
});

test('a customer chooses a page of a site’s domains but one, deletes them at once, and the one stays', async ({ page, request }) => {
  const headers = await headersOf(request, 'customer@demo.test');
  const names = ['one-bulk.example.org', 'two-bulk.example.org', 'keep-bulk.example.org'];
  for (const name of names) {
    const response = await request.post('/v1/environments/4/domains?www=0', { headers, data: { data: { type: 'domains', attributes: { name } } } });
    expect(response.status(), name).toBe(201);
  }
  await signedIn(page, 'customer@demo.test');
  await page.goto('/bolts/1/environments/4/domains');
  await page.getByRole('searchbox', { name: 'Search domains' }).fill('-bulk.example.org');
  await expect(page.getByRole('checkbox', { name: /^Select .*-bulk\.example\.org$/ })).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all on this page' }).check();
  await page.getByRole('checkbox', { name: 'Select keep-bulk.example.org' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Select all on this page' })).toHaveAttribute('data-indeterminate', 'true');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete 2 domains?' });
  await confirm.getByRole('textbox').fill('DELETE');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('2 domains deleted')).toBeVisible();
  await expect(page.getByText('one-bulk.example.org')).toHaveCount(0);
  await expect(page.getByText('two-bulk.example.org')).toHaveCount(0);
  await expect(page.getByText('keep-bulk.example.org')).toBeVisible();
});
