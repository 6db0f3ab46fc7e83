import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, users } from '../../server/db/schema';
import { hashPassword } from '../../server/auth/password';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, PASSWORD, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
let made: Awaited<ReturnType<typeof makeCustomerAccount>>;
let colleagueId: number;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  made = await makeCustomerAccount(db(), { email: 'page@example.test', withData: true });
  const [colleague] = await db()
    .insert(users)
    .values({
      accountId: made.account.id,
      email: 'colleague@example.test',
      firstName: 'Cole',
      lastName: 'League',
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning();
  colleagueId = colleague.id;
  await db()
    .insert(invoices)
    .values(
      (['payment_due', 'not_paid', 'posted'] as const).map((status, i) => ({
        number: `INV-PAGE-00000${i}`,
        accountId: made.account.id,
        boltId: made.bolt!.id,
        issuedAt: new Date('2026-02-01T00:00:00Z'),
        dueAt: new Date('2026-02-15T00:00:00Z'),
        currency: 'USD',
        totalCents: 2900,
        amountDueCents: 1000 * (i + 1),
        status,
        lines: [{ description: 'Unpaid', amountCents: 2900 }],
      })),
    );
}, 120_000);
afterAll(() => server.close());

const get = (url: string, who: keyof typeof tokens) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });

describe('GET admin/customers/{userId}', () => {
  it('shows staff and admins the person, their account and what it owes', async () => {
    for (const who of ['staff', 'admin'] as const) {
      const response = await get(`/v1/admin/customers/${made.person.id}`, who);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({
        id: String(made.person.id),
        type: 'customers',
        attributes: {
          firstName: 'Tess',
          lastName: 'Throwaway',
          email: 'page@example.test',
          accountId: made.account.id,
          company: made.account.company,
          customerId: made.account.customerId,
          signupState: 'signup_complete',
          createdAt: expect.any(String),
          phone: made.person.phone,
          emailVerifiedAt: expect.any(String),
          phoneVerifiedAt: expect.any(String),
          blocked: false,
          account: made.account.name,
          country: 'NO',
          currency: 'USD',
          // payment_due and not_paid; a posted invoice is not yet unpaid.
          unpaidInvoices: 2,
          amountDueCents: 3000,
        },
      });
    }
  });

  it('answers 404 for staff, unknown ids and malformed ids, and refuses customers', async () => {
    const [staffPerson] = await db().select({ id: users.id }).from(users).where(eq(users.email, 'staff@demo.test'));
    for (const id of [String(staffPerson.id), '999999', 'abc', '-1', '99999999999']) {
      expect((await get(`/v1/admin/customers/${id}`, 'staff')).statusCode, id).toBe(404);
    }
    expect((await get(`/v1/admin/customers/${made.person.id}`, 'customer')).statusCode).toBe(403);
    expect((await get(`/v1/customers/${made.person.id}`, 'customer')).statusCode).toBe(404);
    expect((await server.app.inject({ method: 'GET', url: `/v1/admin/customers/${made.person.id}` })).statusCode).toBe(401);
  });
});

describe('the customer page reads', () => {
  it("lists the account's other people, and its live Bolts by the Bolts list's customer filter", async () => {
    const people = (await get(`/v1/admin/customers?filter[accountId]=${made.account.id}`, 'staff')).json().data;
    expect(people.map((row: { id: string }) => Number(row.id)).sort()).toEqual([made.person.id, colleagueId].sort());
    const owned = (await get(`/v1/admin/bolts?filter[customerId]=${made.account.id}`, 'staff')).json().data;
    expect(owned.map((row: { id: string }) => Number(row.id))).toEqual([made.bolt!.id]);
    expect((await get(`/v1/admin/bolts?filter[customerId]=${made.account.id}`, 'customer')).statusCode).toBe(403);
  });

  it('lists unpaid invoices by account and status for staff', async () => {
    const unpaid = (await get(`/v1/admin/invoices?filter[customerId]=${made.account.id}&filter[status]=payment_due,not_paid`, 'staff')).json();
    expect(unpaid.meta.total).toBe(2);
  });
});

describe('GET admin/customers?q=', () => {
  it("finds a customer by a Bolt's name or a domain of one of its sites, besides names, e-mail and company", async () => {
    const n = made.account.customerId!.slice(-1);
    for (const q of [`Throwaway shop ${n}`, `throwaway${n}.example`, 'page@example', made.account.company!, 'Throwaway']) {
      const found = (await get(`/v1/admin/customers?q=${encodeURIComponent(q)}`, 'staff')).json().data;
      expect(
        found.map((row: { id: string }) => Number(row.id)),
        q,
      ).toEqual(expect.arrayContaining([made.person.id, colleagueId].filter((id) => q !== 'page@example' || id === made.person.id)));
    }
    expect((await get('/v1/admin/customers?q=no-such-bolt-or-domain', 'staff')).json().data).toEqual([]);
  });
});
