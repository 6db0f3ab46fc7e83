import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expectAccessible, PASSWORD, signedIn } from './fixtures';
import { dnsHost } from './support/pebbleInfo';

/** The journeys' DNS host (pebble-challtestsrv), where a domain's owner "adds" records. */
const dns = () => dnsHost(Number(new URL(test.info().project.use.baseURL!).port));

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return (await response.json()).data.token as string;
}

/** The customer's site the journeys add their domains to (Acme Web AS, spec 2 §7 POST environments/{id}/domains). */
const SITE = 5;
async function addDomains(request: APIRequestContext, names: string[]) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'customer@demo.test')}` };
  for (const name of names) {
    const response = await request.post(`/v1/environments/${SITE}/domains?www=0`, {
      headers,
      data: { data: { type: 'domains', attributes: { name } } },
    });
    expect(response.status(), name).toBe(201);
  }
  return (await (await request.get(`/v1/environments/${SITE}`, { headers })).json()).data.attributes.boltId as number;
}

/** The customer orders the CDN for a new domain of theirs through the API (spec 2 §7 POST …/orders). */
async function placeOrder(request: APIRequestContext, name: string) {
  const headers = { authorization: `Bearer ${await tokenOf(request, 'customer@demo.test')}` };
  const added = await request.post(`/v1/environments/${SITE}/domains?www=0`, { headers, data: { data: { type: 'domains', attributes: { name } } } });
  expect(added.status(), name).toBe(201);
  const domainIds = [Number((await added.json()).data.id)];
  const ordered = await request.post('/v1/provisioning/servebolt-cdn/orders', {
    headers,
    data: { data: { type: 'provisioning-orders', attributes: { domainIds } } },
  });
  expect(ordered.status(), name).toBe(201);
}

/** Staff open the wizard and pick the customer (spec 2 §2.3 started). */
async function pickCustomer(page: Page) {
  await page.goto('/cdn-wizard');
  await expect(page.getByRole('heading', { name: 'Select customer', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Customer' }).fill('Acme');
  await page.getByRole('option', { name: 'Acme Web AS' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Select domains', level: 1 })).toBeVisible();
}

/**
 * The ownership step asks for a TXT record (spec 2 §3 validation record_key / record_value): it is
 * read off the action-required panel and added at the DNS host, as the customer would.
 */
async function proveOwnership(domain: Locator) {
  const panel = domain.getByRole('alert').filter({ hasText: 'Action required' });
  await expect(panel.getByText(/^_cdn-verification\./)).toBeVisible({ timeout: 30_000 });
  const name = (await panel.getByText(/^_cdn-verification\./).textContent())!.trim();
  const value = (await panel.getByText(/^cdn-verification=/).textContent())!.trim();
  await dns().addTxt(name, value);
  await domain.getByRole('button', { name: /^Retry Domain ownership/ }).click();
}

test('staff set the CDN up for a customer: the customer first, at most 3 domains, the DNS proof, finished with the customer link', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const names = ['a-cdn.e2e-cdn.test', 'b-cdn.e2e-cdn.test', 'c-cdn.e2e-cdn.test', 'd-cdn.e2e-cdn.test'];
  const boltId = await addDomains(request, names);
  await signedIn(page, 'staff@demo.test');

  // Spec 2 §5: the customer is required.
  await page.goto('/cdn-wizard');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please select customer')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('combobox', { name: 'Customer' }).fill('Acme');
  await page.getByRole('option', { name: 'Acme Web AS' }).click();
  await page.getByRole('button', { name: 'Next' }).click();

  // Spec 2 §2.3, §5: a searchable table; at most 3 domains.
  await page.getByRole('searchbox', { name: 'Search domains' }).fill('e2e-cdn.test');
  const toggle = (name: string) => page.getByRole('switch', { name: `Set up the CDN for ${name}` });
  for (const name of names) await expect(toggle(name)).toBeVisible();
  const create = page.getByRole('button', { name: 'Create order' });
  await expect(create).toBeDisabled();
  for (const name of names.slice(0, 3)) await toggle(name).click();
  await expect(page.getByText('3 of 3 domains selected')).toBeVisible();
  await expect(page.getByText('You can select at most 3 domains.')).toBeVisible();
  await expect(toggle(names[3])).toBeDisabled();
  await toggle(names[2]).click();
  await expect(toggle(names[3])).toBeEnabled();
  await expectAccessible(page);
  await create.click();

  // Spec 2 §2.3 validation: each domain's four steps; ownership needs the customer's TXT record.
  await expect(page.getByRole('heading', { name: 'Validation', level: 1 })).toBeVisible();
  const domainA = page.getByRole('region', { name: names[0] });
  const domainB = page.getByRole('region', { name: names[1] });
  for (const step of ['Domain ownership', 'SSL certificate', 'Routing', 'Finishing touches']) await expect(domainA.getByText(step)).toBeVisible();
  await proveOwnership(domainA);
  await expectAccessible(page);
  await proveOwnership(domainB);

  // Spec 2 §4: finished only once every domain is complete.
  await expect(page.getByRole('heading', { name: 'The CDN is set up', level: 1 })).toBeVisible({ timeout: 90_000 });
  for (const name of names.slice(0, 2)) {
    await expect(page.getByRole('link', { name })).toHaveAttribute(
      'href',
      new RegExp(`/bolts/${boltId}/environments/${SITE}/domains/settings/${name.replace(/\./g, '\\.')}/\\d+$`),
    );
  }
  const customerLink = page.getByRole('link', { name: 'Acme Web AS' });
  await expect(customerLink).toHaveAttribute('href', /^\/customers\/\d+$/);
  const customerPage = (await customerLink.getAttribute('href'))!;
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Finish' }).click();

  // Without a redirect, the orders (spec 2 §2.3); the domains are now locked in the wizard.
  await expect(page).toHaveURL(/\/orders$/);
  const row = page.getByRole('row', { name: new RegExp(names[0].replace(/\./g, '\\.')) });
  await expect(row).toContainText('Complete');
  await expect(row).toContainText('Acme Web AS');
  // The order opened by its id (?orderId=) links the same customer page, read off the order itself.
  await row.click();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await page.goto(`/cdn-wizard?orderId=${new URL(page.url()).pathname.split('/').pop()}`);
  await expect(page.getByRole('heading', { name: 'The CDN is set up', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acme Web AS' })).toHaveAttribute('href', customerPage);
  await pickCustomer(page);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(names[0]);
  await expect(toggle(names[0])).toBeDisabled();
  await expect(toggle(names[0])).toBeChecked();
});

test('a fail- domain needs action on its routing: the templates, the overview banner, the logs, and its order cannot be deleted while another can, by typing DELETE', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const name = 'fail-cdn.e2e-cdn.test';
  const boltId = await addDomains(request, [name]);
  await signedIn(page, 'staff@demo.test');
  await pickCustomer(page);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(name);
  await page.getByRole('switch', { name: `Set up the CDN for ${name}` }).click();
  await page.getByRole('button', { name: 'Create order' }).click();
  const domain = page.getByRole('region', { name });
  await proveOwnership(domain);

  // Spec 2 §2.3: a routing error shows a CNAME/ANAME/ALIAS template, switchable to A/AAAA with four addresses.
  const panel = domain.getByRole('alert').filter({ hasText: 'Action required' });
  await expect(panel.getByRole('cell', { name: 'CNAME / ANAME / ALIAS' })).toBeVisible({ timeout: 30_000 });
  await expect(domain.getByRole('button', { name: /^Retry Routing/ })).toBeVisible();
  await expect(panel.getByText('edge.cdn.hosting.test', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'A / AAAA' }).click();
  for (const address of ['192.0.2.80', '192.0.2.81', '2001:db8::80', '2001:db8::81'])
    await expect(panel.getByText(address, { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Save and quit keeps the order; the site overview says it is incomplete and continues it.
  await page.getByRole('button', { name: 'Quit' }).click();
  await page.getByRole('button', { name: 'Save and quit' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto(`/bolts/${boltId}/environments/${SITE}/overview`);
  const cdn = page.getByRole('region', { name: 'CDN' });
  await expect(cdn.getByText('CDN Setup Incomplete')).toBeVisible();
  await expect(cdn.getByRole('link', { name: 'Continue setup' })).toHaveAttribute('href', /^\/cdn-wizard\?orderId=\d+&redirect=/);

  // Spec 1 §2: every step the jobs ran, filterable by step and status, searched by domain.
  await page.goto('/provisioning/cloudflare/logs');
  await page.getByRole('combobox', { name: 'Search by domain' }).fill(name);
  await page.getByRole('combobox', { name: 'Step' }).click();
  await page.getByRole('option', { name: 'Routing' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Action required' }).click();
  const log = page.locator('tbody tr').first();
  await expect(log).toContainText(name);
  await expect(log).toContainText('Acme Web AS');
  await expect(log).toContainText('does not point at the CDN yet');
  await expect(page.locator('tbody tr').filter({ hasNotText: 'Action required' })).toHaveCount(0);
  await expectAccessible(page);

  // Spec 1 §8: the CDN will not cancel a fail- domain's setup, so its delete says 'Could not delete
  // order' and the order stays; spec 2 §5: DELETE typed exactly. An order the CDN lets go is deleted.
  await page.goto('/orders');
  const row = page.getByRole('row', { name: new RegExp(name.replace(/\./g, '\\.')) });
  await expect(row).toContainText('In progress');
  await row.click();
  await expect(page.getByRole('heading', { name: /^CDN order #\d+$/ })).toBeVisible();
  await expect(page.getByRole('region', { name }).getByText('Action required').first()).toBeVisible();
  await expectAccessible(page);
  const deletable = 'e-cdn.e2e-cdn.test';
  await placeOrder(request, deletable);
  await page.goto('/orders');
  const remove = async (order: Locator) => {
    await order.getByRole('button', { name: /^Delete order #\d+$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Delete CDN order #\d+\?$/ });
    const input = dialog.getByRole('textbox', { name: 'Type DELETE' });
    const confirm = dialog.getByRole('button', { name: 'Delete order' });
    await input.fill('delete');
    await expect(confirm).toBeDisabled();
    await input.fill('DELETE');
    await confirm.click();
  };
  await remove(row);
  await expect(page.getByText('Could not delete order')).toBeVisible();
  await expect(row).toHaveCount(1);
  const other = page.getByRole('row', { name: new RegExp(deletable.replace(/\./g, '\\.')) });
  await remove(other);
  await expect(page.getByText('order deleted')).toBeVisible();
  await expect(other).toHaveCount(0);
});

test('staff pages: certificate orders by status, expiring certificates as many as the badge says, the provisioning logs', async ({ page }) => {
  await signedIn(page, 'admin@demo.test');

  await page.goto('/certificate-orders');
  await expect(page.getByRole('heading', { name: 'Certificate orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  // Spec 1 §4: the statuses with their labels, DRAFT as Pending and ACTIVE as Ready.
  await expect(page.getByRole('option', { name: 'Pending' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Failed request certificate' })).toBeVisible();
  await page.getByRole('option', { name: 'Ready' }).click();
  await expect(page).toHaveURL(/status/);
  const statuses = page.locator('tbody td.column-status');
  await expect(statuses.first()).toHaveText('Ready');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Ready']));
  await expectAccessible(page);

  // Spec 1 §2: the badge links here and counts what this list totals.
  const badge = page.getByRole('link', { name: /^\d+ expiring certificates?$/ });
  const count = Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
  await badge.click();
  await expect(page).toHaveURL(/\/expiring-ssl$/);
  await expect(page.getByRole('heading', { name: 'Expiring certificates', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /expires? within 30 days/ })).toHaveText(
    count === 1 ? '1 certificate expires within 30 days' : `${count} certificates expire within 30 days`,
  );
  await expectAccessible(page);

  // Spec 1 §2: the provisioning logs page, paged, newest first.
  await page.goto('/provisioning/cloudflare/logs');
  await expect(page.getByRole('heading', { name: 'Provisioning logs', level: 1 })).toBeVisible();
  for (const column of ['Time', 'Customer', 'Domain', 'Step', 'Status', 'Message'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
  await expectAccessible(page);
});

test('customers set the CDN up without a customer step and cannot open the staff pages', async ({ page, request }) => {
  test.setTimeout(120_000);
  const name = 'own-cdn.e2e-cdn.test';
  await addDomains(request, [name]);
  await signedIn(page, 'customer@demo.test');
  await page.goto('/cdn-wizard');
  await expect(page.getByRole('heading', { name: 'Select domains', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([/Select domains$/, /Validation$/, /Finished$/]);
  await page.getByRole('searchbox', { name: 'Search domains' }).fill(name);
  await page.getByRole('switch', { name: `Set up the CDN for ${name}` }).click();
  await page.getByRole('button', { name: 'Create order' }).click();
  await proveOwnership(page.getByRole('region', { name }));
  await expect(page.getByRole('heading', { name: 'The CDN is set up', level: 1 })).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('link', { name: 'Acme Web AS' })).toHaveCount(0);

  for (const path of ['/orders', '/certificate-orders', '/expiring-ssl', '/provisioning/cloudflare/logs']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
  }
});
