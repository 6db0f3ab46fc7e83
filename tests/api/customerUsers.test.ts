import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, outbox, users } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const lines: string[] = [];
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
let pending: Awaited<ReturnType<typeof makeCustomerAccount>>;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({}, { logLevel: 'info', logStream: { write: (line) => void lines.push(line) } });
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  pending = await makeCustomerAccount(db(), { email: 'pending@example.test' });
  await db().update(users).set({ signupState: 'manual_verification_needed' }).where(eq(users.id, pending.person.id));
}, 120_000);
afterAll(() => server.close());

const get = (url: string, who: keyof typeof tokens) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const approve = (userId: number | string, who: keyof typeof tokens, prefix = 'admin/') =>
  server.app.inject({ method: 'POST', url: `/v1/${prefix}customers/${userId}/approve-verification`, headers: bearer(tokens[who]) });

describe('GET admin/customers', () => {
  it('lists the people of customer accounts with their customer record, newest first, for staff', async () => {
    const response = await get('/v1/admin/customers?per_page=100', 'staff');
    expect(response.statusCode).toBe(200);
    const listed = response.json().data as { id: string; attributes: Record<string, unknown> }[];
    expect(listed[0]).toEqual({
      id: String(pending.person.id),
      type: 'customers',
      attributes: {
        firstName: 'Tess',
        lastName: 'Throwaway',
        email: 'pending@example.test',
        accountId: pending.account.id,
        company: pending.account.company,
        customerId: pending.account.customerId,
        signupState: 'manual_verification_needed',
        createdAt: expect.any(String),
        phone: pending.person.phone,
        emailVerifiedAt: expect.any(String),
        phoneVerifiedAt: expect.any(String),
        blocked: false,
        account: pending.account.name,
        country: 'NO',
        currency: 'USD',
        unpaidInvoices: 0,
        amountDueCents: 0,
      },
    });
    const emails = listed.map((row) => row.attributes.email);
    expect(emails).toEqual(expect.arrayContaining(['customer@demo.test', 'other@demo.test']));
    expect(emails).not.toContain('staff@demo.test');
    expect(emails).not.toContain('admin@demo.test');
    // Paged by cursor, like every staff list at scale.
    const first = (await get('/v1/admin/customers?per_page=2', 'staff')).json();
    const next = (await get(`/v1/admin/customers?per_page=2&page=2&after=${encodeURIComponent(first.meta.next_cursor)}`, 'staff')).json();
    expect(next.data.map((row: { id: string }) => row.id)).toEqual(listed.slice(2, 4).map((row) => row.id));
  });

  it('filters to those awaiting verification, and searches names, e-mail, company and customer id', async () => {
    const awaiting = (await get('/v1/admin/customers?filter[awaitingVerification]=true', 'staff')).json();
    // This test's signup and the demo's pending@demo.test, and nobody else.
    const awaitingEmails = awaiting.data.map((row: { attributes: { email: string } }) => row.attributes.email);
    expect(awaitingEmails.sort()).toEqual(['pending@demo.test', 'pending@example.test']);
    expect(awaiting.meta.total).toBe(2);
    for (const q of ['Throwaway', 'pending@', pending.account.customerId!]) {
      const found = (await get(`/v1/admin/customers?q=${encodeURIComponent(q)}`, 'staff')).json().data;
      expect(found.map((row: { id: string }) => row.id)).toContain(String(pending.person.id));
    }
  });

  it('leaves out accounts being deleted, and is refused to customers', async () => {
    const leaving = await makeCustomerAccount(db(), { email: 'gone@example.test' });
    await db().update(accounts).set({ deletionRequestedAt: new Date() }).where(eq(accounts.id, leaving.account.id));
    const emails = (await get('/v1/admin/customers?q=example.test', 'staff'))
      .json()
      .data.map((row: { attributes: { email: string } }) => row.attributes.email);
    expect(emails).not.toContain('gone@example.test');
    expect((await get('/v1/admin/customers', 'customer')).statusCode).toBe(403);
    expect((await get('/v1/customers', 'customer')).statusCode).toBe(404);
  });
});

describe('POST admin/customers/{userId}/approve-verification', () => {
  it('refuses customers, and answers 404 for a missing id, a staff member or an unknown one', async () => {
    expect((await approve(pending.person.id, 'customer')).statusCode).toBe(403);
    expect((await approve(pending.person.id, 'customer', '')).statusCode).toBe(404);
    const staffId = (await db().select().from(users).where(eq(users.email, 'staff@demo.test')))[0].id;
    for (const id of [staffId, 999999, 'abc']) expect((await approve(id, 'staff')).statusCode).toBe(404);
    const row = (await db().select().from(users).where(eq(users.id, pending.person.id)))[0];
    expect(row.signupState).toBe('manual_verification_needed');
  });

  it('completes the signup, mails the customer and logs who approved whom; a second approval is refused', async () => {
    const response = await approve(pending.person.id, 'staff');
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ message: 'Tess Throwaway is verified and can use the panel now.' });
    expect(response.json().data.attributes.signupState).toBe('signup_complete');
    expect((await db().select().from(users).where(eq(users.id, pending.person.id)))[0].signupState).toBe('signup_complete');
    const [mail] = await db().select().from(outbox).where(eq(outbox.to, 'pending@example.test')).orderBy(desc(outbox.id)).limit(1);
    expect(mail.subject).toBe('Your account is verified');
    const staffId = (await db().select().from(users).where(eq(users.email, 'staff@demo.test')))[0].id;
    const audit = lines.map((line) => JSON.parse(line)).find((entry) => entry.audit === 'approve-verification');
    expect(audit).toMatchObject({ staffId, customerUserId: pending.person.id, msg: 'manual verification approved' });

    const again = await approve(pending.person.id, 'admin');
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0].detail).toBe('This customer is not awaiting verification.');
    const left = (await get('/v1/admin/customers?filter[awaitingVerification]=true', 'admin')).json().data;
    expect(left.map((row: { attributes: { email: string } }) => row.attributes.email)).toEqual(['pending@demo.test']);
  });
});
