import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolts, creditNotes, invoices } from '../../server/db/schema';
import type { SandboxBilling } from '../../server/dataplane/billing';
import { runBilling } from '../../server/services/billingRun';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** Credit notes (spec 1 §3 columns: type, date, reason code, available amount) from plan changes and cancellations. */
let server: TestServer;
let customer: string;
let other: string;

beforeAll(async () => {
  server = await startTestServer();
  customer = await login(server.app, 'customer@demo.test');
  other = await login(server.app, 'other@demo.test');
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = customer) =>
  server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const boltNamed = async (name: string) => (await db().select().from(bolts).where(eq(bolts.name, name)))[0];
const notesOf = async (token: string) => (await call('GET', '/v1/credit-notes?per_page=100', undefined, token)).json().data;
const latestInvoiceOf = async (boltId: number) =>
  (await db().select().from(invoices).where(eq(invoices.boltId, boltId)).orderBy(desc(invoices.id)).limit(1))[0];
const switchPlan = (boltId: number, plan: string) =>
  call('POST', `/v1/bolts/${boltId}/update-subscription`, { data: { type: 'subscriptions', attributes: { plan, billingPeriod: 'monthly' } } });

describe('GET credit-notes', () => {
  it('lists the account’s credit notes with the spec’s columns, and none of another account', async () => {
    const mine = await notesOf(customer);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0].attributes).toMatchObject({
      type: 'adjustment',
      reasonCode: 'subscription_change',
      issuedAt: expect.any(String),
      availableCents: expect.any(Number),
      number: expect.stringMatching(/^CN-\d{4}-\d{6}$/),
    });
    const theirs = await notesOf(other);
    expect(theirs.map((note: { id: string }) => note.id)).not.toContain(mine[0].id);
  });
});

describe('a plan change mid-term', () => {
  it('credits the unused rest of the term and invoices the new plan’s rest, paid first from credit', async () => {
    const marketing = await boltNamed('Acme marketing');
    const notesBefore = (await notesOf(customer)).length;
    const upgraded = await switchPlan(marketing.id, 'business');
    expect(upgraded.statusCode).toBe(200);
    const notes = await notesOf(customer);
    expect(notes).toHaveLength(notesBefore + 1);
    const invoice = await latestInvoiceOf(marketing.id);
    expect(invoice).toMatchObject({ status: 'paid', amountDueCents: 0 });
    expect(invoice.lines[0].description).toMatch(/^Acme marketing: Business plan, billed monthly/);
    // The rest of a month of Business costs less than a month.
    expect(invoice.totalCents).toBeGreaterThan(0);
    expect(invoice.totalCents).toBeLessThanOrEqual(7900);

    // Down again: the Business rest just paid becomes credit, more than the Pro rest costs.
    expect((await switchPlan(marketing.id, 'pro')).statusCode).toBe(200);
    const [downgrade] = await notesOf(customer);
    expect(downgrade.attributes).toMatchObject({ type: 'adjustment', reasonCode: 'subscription_change' });
    const proRest = await latestInvoiceOf(marketing.id);
    expect(proRest.creditUsedCents).toBe(proRest.totalCents);
    expect(downgrade.attributes.availableCents).toBeGreaterThan(0);
  });
});

describe('a Bolt deleted at once', () => {
  it('gets a refundable credit note for the unused rest of its paid term, refunded by the next run', async () => {
    const enterprise = await boltNamed('Acme enterprise');
    const term = await latestInvoiceOf(enterprise.id);
    expect(term.status).toBe('paid');
    expect((await call('DELETE', `/v1/bolts/${enterprise.id}?cancelImmediately=1`)).statusCode).toBe(204);

    const [note] = await db().select().from(creditNotes).where(eq(creditNotes.invoiceId, term.id));
    expect(note).toMatchObject({ type: 'refundable', reasonCode: 'subscription_cancellation' });
    expect(note.availableCents).toBeGreaterThan(0);
    expect(note.availableCents).toBeLessThan(term.totalCents);
    expect((await latestInvoiceOf(enterprise.id)).status).toBe('refund_due');

    const books = (server.app.billing as SandboxBilling).accepted;
    const booked = books.length;
    const later = new Date(Date.now() + 40 * 86_400_000);
    await runBilling(db(), server.app.billing, server.app.config.billing, later);
    expect((await latestInvoiceOf(enterprise.id)).status).toBe('refunded');
    const [refunded] = await db().select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(refunded.availableCents).toBe(0);
    expect(books.slice(booked)).toContainEqual({ reference: note.number, accountId: note.accountId, amountCents: note.availableCents });
    // A deleted Bolt is billed no more.
    expect((await latestInvoiceOf(enterprise.id)).id).toBe(term.id);
  });
});
