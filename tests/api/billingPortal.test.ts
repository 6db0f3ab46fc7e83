import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, billingPortalSessions, invoices } from '../../server/db/schema';
import { DECLINED_CARD, SANDBOX_CARD } from '../../server/dataplane/billing';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';

/** Spec 1 §4 and §8: an account with unpaid invoices signs in, may only pay them, and is unblocked once they are paid. */
let server: TestServer;
let unpaid: string;
let overdueAccount: number;

beforeAll(async () => {
  server = await startTestServer();
  unpaid = await login(server.app, 'unpaid@demo.test');
  [{ id: overdueAccount }] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.name, 'Overdue Shop AS'));
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (method: 'GET' | 'POST', url: string, token = unpaid) => server.app.inject({ method, url, headers: bearer(token) });
const openPortal = async () => {
  const response = await call('POST', '/v1/chargebee-portal');
  expect(response.statusCode).toBe(201);
  return new URL(response.json().data.attributes.accessUrl).pathname;
};
const pay = (path: string, card: string) =>
  server.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `card=${encodeURIComponent(card)}`,
  });
const unpaidOfAccount = async () =>
  (await db().select().from(invoices).where(eq(invoices.accountId, overdueAccount))).filter((invoice) =>
    ['payment_due', 'not_paid'].includes(invoice.status),
  );

describe('an account with unpaid invoices (403002)', () => {
  it('signs in, and its User-info counts the unpaid invoices', async () => {
    const response = await call('GET', `/v1/auth/user-info?access_token=${unpaid}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.unpaid_invoices).toBe(2);
  });

  it('gets 403002 on every call but its invoices, their PDFs and the billing portal', async () => {
    for (const url of ['/v1/bolts', '/v1/credit-notes', '/v1/ssh-keys', '/v1/domains']) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: '403002',
        title: 'Unpaid invoices',
        detail: 'Your account is locked, usually due to unpaid invoices or misuse; contact support.',
      });
    }
    const list = await call('GET', '/v1/invoices');
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .data.map((record: { attributes: { status: string } }) => record.attributes.status)
        .slice(0, 2),
    ).toEqual(['payment_due', 'not_paid']);
    expect((await call('GET', `/v1/invoices/${list.json().data[0].id}/pdf`)).statusCode).toBe(200);
  });

  it('keeps a locked account (403001) out at sign-in', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'locked@demo.test', password: PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('403001');
  });
});

describe('POST chargebee-portal and the sandbox billing portal', () => {
  it('opens a portal session at a link of its own, kept only as a hash', async () => {
    const response = await call('POST', '/v1/chargebee-portal');
    expect(response.statusCode).toBe(201);
    const { accessUrl, expiresAt } = response.json().data.attributes;
    expect(accessUrl).toMatch(/^http:\/\/localhost:\d+\/billing-portal\/[\w-]{43}$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(50 * 60_000);
    const token = accessUrl.split('/').at(-1);
    const stored = await db().select().from(billingPortalSessions).where(eq(billingPortalSessions.accountId, overdueAccount));
    expect(stored.map((session) => session.tokenHash)).not.toContain(token);
  });

  it('lists the unpaid invoices with a card form', async () => {
    const path = await openPortal();
    const page = await server.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    for (const invoice of await unpaidOfAccount()) expect(page.body).toContain(invoice.number);
    expect(page.body).toContain('Pay $158.00');
  });

  it('answers an unknown link with a page that says it expired', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/billing-portal/not-a-token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This link has expired');
  });

  it('keeps the invoices unpaid when the card is declined', async () => {
    const answer = await pay(await openPortal(), DECLINED_CARD);
    expect(answer.statusCode).toBe(402);
    expect(answer.body).toContain('The payment was declined.');
    expect(await unpaidOfAccount()).toHaveLength(2);
  });

  it('pays them with a good card, which unblocks the account', async () => {
    const path = await openPortal();
    const answer = await pay(path, SANDBOX_CARD);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('Payment received');
    expect(await unpaidOfAccount()).toEqual([]);
    const paid = await db().select().from(invoices).where(eq(invoices.accountId, overdueAccount));
    expect(paid.every((invoice) => invoice.status === 'paid' && invoice.paidAt !== null && invoice.amountDueCents === 0)).toBe(true);

    expect((await call('GET', `/v1/auth/user-info?access_token=${unpaid}`)).json().data.unpaid_invoices).toBe(0);
    expect((await call('GET', '/v1/bolts')).statusCode).toBe(200);
    // A second submit finds nothing left to pay.
    const again = await pay(path, SANDBOX_CARD);
    expect(again.body).toContain('Nothing to pay');
  });
});
