import { count, eq, inArray, isNotNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, bolts, checkouts, invoices } from '../../server/db/schema';
import { runBilling } from '../../server/services/billingRun';
import { INVOICE_STATUSES } from '../../src/rules/invoices';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const account = { acme: 0, other: 0 };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const accountOf = async (name: string) => (await db().select().from(accounts).where(eq(accounts.name, name)))[0].id;
  Object.assign(account, { acme: await accountOf('Acme Web AS'), other: await accountOf('Other Media Ltd') });
});
afterAll(() => server.close());

const db = () => server.database.db;
const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const invoiceCount = async () => Number((await db().select({ n: count() }).from(invoices))[0].n);
const firstInvoiceOf = async (accountId: number) =>
  (await db().select().from(invoices).where(eq(invoices.accountId, accountId)).orderBy(invoices.id).limit(1))[0];

describe('GET invoices (spec 1 §3 invoice columns)', () => {
  it('lists the account’s own invoices, newest first, with the spec’s columns and statuses', async () => {
    const response = await get('customer', '/v1/invoices?per_page=100');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta.total).toBeGreaterThan(20);
    for (const record of data) {
      expect(record.type).toBe('invoices');
      expect(record.attributes.customerId).toBe(account.acme);
      expect(INVOICE_STATUSES).toContain(record.attributes.status);
      expect(Object.keys(record.attributes)).toEqual(
        expect.arrayContaining(['issuedAt', 'dueAt', 'totalCents', 'creditUsedCents', 'amountDueCents', 'status']),
      );
    }
    const dates = data.map((record: { attributes: { issuedAt: string } }) => record.attributes.issuedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data[0].attributes).toMatchObject({ number: expect.stringMatching(/^INV-\d{4}-\d{6}$/), currency: 'USD' });
  });

  it('answers another account’s invoice as a missing one, its PDF too', async () => {
    const theirs = await firstInvoiceOf(account.other);
    const missing = await get('customer', '/v1/invoices/999999');
    for (const url of [`/v1/invoices/${theirs.id}`, `/v1/invoices/${theirs.id}/pdf`]) {
      const response = await get('customer', url);
      expect(response.statusCode).toBe(404);
      expect(response.json().errors).toEqual(missing.json().errors);
    }
    expect((await get('other', `/v1/invoices/${theirs.id}`)).statusCode).toBe(200);
  });

  it('shows staff every account’s invoices with the customer, and refuses customers the admin list', async () => {
    const response = await get('staff', `/v1/admin/invoices?filter[customerId]=${account.other}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].attributes).toMatchObject({ customer: 'Other Media Ltd', customerId: account.other });
    expect((await get('customer', '/v1/admin/invoices')).statusCode).toBe(403);
  });
});

describe('GET invoices/{id}/pdf', () => {
  it('is a PDF of the invoice, named by its number', async () => {
    const mine = await firstInvoiceOf(account.acme);
    const response = await get('customer', `/v1/invoices/${mine.id}/pdf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${mine.number}.pdf"`);
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(`(Invoice ${mine.number})`);
    // Staff read any account's.
    expect((await get('staff', `/v1/admin/invoices/${mine.id}/pdf`)).statusCode).toBe(200);
  });
});

describe('the billing job (server/jobs/billing.ts)', () => {
  const settings = () => server.app.config.billing;

  it('bills each Bolt term once, however often it runs', async () => {
    const now = new Date(Date.now() + 40 * 86_400_000);
    const first = await runBilling(db(), server.app.billing, settings(), now);
    expect(first.billed).toBeGreaterThan(10);
    const written = await invoiceCount();
    const second = await runBilling(db(), server.app.billing, settings(), now);
    expect(second.billed).toBe(0);
    expect(await invoiceCount()).toBe(written);
    // Every Bolt period is billed once: (bolt, period start) is unique.
    const [mainShop] = await db().select().from(bolts).where(eq(bolts.name, 'Acme main shop'));
    const terms = await db().select().from(invoices).where(eq(invoices.boltId, mainShop.id));
    expect(new Set(terms.map((invoice) => invoice.periodStart?.toISOString())).size).toBe(terms.length);
  });

  it('bills neither free tests nor custom contracts', async () => {
    const unbillable = await db()
      .select({ id: bolts.id })
      .from(bolts)
      .where(or(eq(bolts.customContract, true), isNotNull(bolts.trialEndsAt)));
    expect(unbillable.length).toBeGreaterThan(1);
    const billed = await db()
      .select()
      .from(invoices)
      .where(
        inArray(
          invoices.boltId,
          unbillable.map((bolt) => bolt.id),
        ),
      );
    expect(billed).toEqual([]);
  });
});

describe('checkouts', () => {
  it('make a paid invoice, which covers the first term of the Bolt it becomes', async () => {
    const order = {
      url: 'invoiced.example.com',
      name: 'Invoiced shop',
      plan: 'business',
      billingPeriod: 'monthly',
      location: 'osl-no',
      cms: 'wordpress',
    };
    const opened = await server.app.inject({
      method: 'POST',
      url: '/v1/bolts/checkout',
      headers: bearer(tokens.customer),
      payload: { data: { type: 'checkouts', attributes: order } },
    });
    expect(opened.statusCode).toBe(201);
    const checkoutId = opened.json().data.id;
    const [invoice] = await db().select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
    expect(invoice).toMatchObject({ accountId: account.acme, status: 'paid', totalCents: 7900, amountDueCents: 0, boltId: null });
    expect(invoice.lines).toEqual([{ description: 'Invoiced shop: Business plan, first month', amountCents: 7900 }]);

    const created = await server.app.inject({ method: 'POST', url: `/v1/bolts?checkout=${checkoutId}`, headers: bearer(tokens.customer) });
    expect(created.statusCode).toBe(201);
    const [attached] = await db().select().from(invoices).where(eq(invoices.checkoutId, checkoutId));
    expect(attached.boltId).toBe(Number(created.json().data.id));
    expect(attached.periodStart).not.toBeNull();
    // The job does not bill that term again.
    const before = await invoiceCount();
    await runBilling(db(), server.app.billing, server.app.config.billing, new Date());
    expect(await invoiceCount()).toBe(before);
  });

  it('write no invoice for a declined card', async () => {
    const order = {
      url: 'declined.example.com',
      name: 'fail-declined shop',
      plan: 'pro',
      billingPeriod: 'monthly',
      location: 'osl-no',
      cms: 'wordpress',
    };
    const opened = await server.app.inject({
      method: 'POST',
      url: '/v1/bolts/checkout',
      headers: bearer(tokens.customer),
      payload: { data: { type: 'checkouts', attributes: order } },
    });
    const [checkout] = await db().select().from(checkouts).where(eq(checkouts.id, opened.json().data.id));
    expect(checkout.status).toBe('failed');
    expect(await db().select().from(invoices).where(eq(invoices.checkoutId, checkout.id))).toEqual([]);
  });
});
