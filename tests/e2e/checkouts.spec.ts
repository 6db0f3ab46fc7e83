import { expect, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signedIn } from './fixtures';

async function tokenOf(request: APIRequestContext, email: string) {
  const response = await request.post('/v1/auth/login', { data: { username: email, password: PASSWORD } });
  return (await response.json()).data.token as string;
}

test('staff create the Bolt of a paid checkout whose creation failed', async ({ page, request }) => {
  const customer = { authorization: `Bearer ${await tokenOf(request, 'customer@demo.test')}` };
  const staff = { authorization: `Bearer ${await tokenOf(request, 'staff@demo.test')}` };
  const attributes = {
    url: 'stranded.example.com',
    name: 'Stranded shop',
    plan: 'pro',
    billingPeriod: 'monthly',
    location: 'fra-de',
    cms: 'wordpress',
  };
  const paid = await request.post('/v1/bolts/checkout', { headers: customer, data: { data: { type: 'checkouts', attributes } } });
  expect(paid.status()).toBe(201);
  const checkoutId = (await paid.json()).data.id as string;

  // The location's shared server goes into maintenance between the payment and the creation.
  const servers = (await (await request.get('/v1/admin/servers?per_page=100', { headers: staff })).json()).data as {
    id: string;
    attributes: { location: string; type: string };
  }[];
  const shared = servers.find((server) => server.attributes.location === 'fra-de' && server.attributes.type === 'shared')!;
  const setStatus = (status: string) =>
    request.patch(`/v1/admin/servers/${shared.id}`, { headers: staff, data: { data: { type: 'servers', attributes: { status } } } });
  await setStatus('maintenance');
  try {
    expect((await request.post(`/v1/bolts?checkout=${checkoutId}`, { headers: customer })).status()).toBe(422);
  } finally {
    await setStatus('active');
  }

  await signedIn(page, 'staff@demo.test');
  await page.goto('/bolts');
  const card = page.getByRole('heading', { name: 'Paid checkouts without a Bolt' }).locator('..');
  const row = card.getByRole('row').filter({ hasText: 'Stranded shop' });
  await expect(row).toContainText('Acme Web AS');
  await expect(row).toContainText('Pro, billed monthly');
  await expect(row).toContainText('$29.00');
  await row.getByRole('button', { name: 'Create Bolt' }).click();
  await expect(page.getByText('Bolt Stranded shop created for Acme Web AS')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paid checkouts without a Bolt' })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: 'Stranded shop' })).toContainText('Acme Web AS');
});
