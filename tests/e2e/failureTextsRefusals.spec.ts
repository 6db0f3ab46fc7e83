import { expect, test, type APIRequestContext } from '@playwright/test';
import { newPublicKey } from '../api/sshKeyFixtures';
import { PASSWORD, signedIn } from './fixtures';

/** Acme's (customer@demo.test) Bolt whose sites these journeys add; the others' journeys do not list its sites. */
const BOLT = 3;

const headersOf = async (request: APIRequestContext, email: string) => {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return { authorization: `Bearer ${(await response.json()).data.token}` };
};

/** A JSON:API write through the API, which must succeed; its record's id. */
async function write(request: APIRequestContext, headers: Record<string, string>, url: string, type: string, attributes: object) {
  const response = await request.post(url, { headers, data: { data: { type, attributes } } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.id as string;
}

/** A new site of Acme's in BOLT, added by staff (spec 2 §7 POST environments); its id. */
const newSite = async (request: APIRequestContext, title: string) =>
  write(request, await headersOf(request, 'staff@demo.test'), `/v1/admin/environments?bolt=${BOLT}`, 'environments', { title });

test('the site’s server refuses: deleting its SSH key and its database relation say the spec’s texts and keep them', async ({ page, request }) => {
  // Titled `fail-…`, its sandbox server refuses every change (server/dataplane/siteConfig.ts, credentials.ts).
  const id = await newSite(request, 'fail-refusing deletes');
  const customer = await headersOf(request, 'customer@demo.test');
  const key = newPublicKey('refused@laptop');
  await write(request, customer, '/v1/ssh-keys', 'ssh-keys', { sshkey: key.line, environment_id: Number(id) });
  const databaseId = await write(request, customer, `/v1/bolts/${BOLT}/databases`, 'databases', { name: 'Refused relation' });
  const connection = { data: { type: 'databases', attributes: { databaseIds: [databaseId], environmentIds: [id] } } };
  const connected = await request.post('/v1/databases/connect', { headers: customer, data: connection });
  expect(connected.ok(), await connected.text()).toBe(true);
  await signedIn(page, 'customer@demo.test');

  await page.goto(`/bolts/${BOLT}/environments/${id}/access`);
  await page
    .getByRole('region', { name: 'SSH keys of this site' })
    .getByRole('link', { name: /refused@laptop/ })
    .click();
  await page.getByRole('button', { name: 'Delete key' }).click();
  await page.getByRole('dialog', { name: 'Delete SSH key?' }).getByRole('button', { name: 'Delete key' }).click();
  await expect(page.getByText('could not delete SSH key', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText(key.line)).toBeVisible();

  await page.goto(`/bolts/${BOLT}/environments/${id}/databases`);
  const databases = page.getByRole('region', { name: 'Connected databases' });
  await databases.getByRole('button', { name: 'Remove relation' }).click();
  await page.getByRole('dialog', { name: 'Remove relation?' }).getByRole('button', { name: 'Remove relation' }).click();
  await expect(page.getByText('could not disconnect environment', { exact: true })).toBeVisible();
  await page.reload();
  await expect(databases.getByText('Refused relation', { exact: true })).toBeVisible();
});

test('the CDN refuses to cancel a fail- domain’s setup: deleting its order says the spec’s text and keeps it', async ({ page, request }) => {
  const id = await newSite(request, 'CDN refusals');
  const customer = await headersOf(request, 'customer@demo.test');
  // A domain named `fail-…` stops at the CDN's routing step: the order a customer would have deleted (server/dataplane/cdn/sandbox.ts).
  const domainId = await write(request, customer, `/v1/environments/${id}/domains?www=0`, 'domains', { name: 'fail-order.e2e-refusals.test' });
  const orderId = await write(request, customer, '/v1/provisioning/servebolt-cdn/orders', 'provisioning-orders', { domainIds: [Number(domainId)] });
  // Staff delete CDN orders (spec 1 §2 /orders).
  await signedIn(page, 'staff@demo.test');

  await page.goto(`/orders/${orderId}`);
  await page.getByRole('button', { name: 'Delete order' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete CDN order #${orderId}?` });
  await dialog.getByRole('textbox', { name: 'Type DELETE' }).fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete order' }).click();
  await expect(page.getByText('Could not delete order', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'fail-order.e2e-refusals.test' })).toBeVisible();
});

test('a billing portal the billing provider refuses asks to try again later', async ({ page, request }) => {
  const other = await headersOf(request, 'other@demo.test');
  const setCompany = async (company: string) => {
    const response = await request.patch('/v1/customer', { headers: other, data: { data: { type: 'customers', attributes: { company } } } });
    expect(response.ok(), await response.text()).toBe(true);
  };
  // The sandbox billing provider refuses its portal to a customer whose company is `fail-…` (server/dataplane/billing.ts).
  await setCompany('fail-Other Media Ltd');
  try {
    await signedIn(page, 'other@demo.test');
    await page.goto('/billing');
    await page.getByRole('button', { name: 'Billing portal' }).click();
    await expect(page.getByText('The billing provider could not be opened. Please try again later.', { exact: true })).toBeVisible();
  } finally {
    await setCompany('Other Media Ltd');
  }
});
