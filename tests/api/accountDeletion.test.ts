import { eq, inArray, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  boltMembers,
  bolts,
  databases,
  domains,
  environments,
  invoices,
  outbox,
  sshKeys,
  tokens,
  userPictures,
  users,
} from '../../server/db/schema';
import { makeCustomerAccount, userByEmail } from './accountFixtures';
import { until } from './certificateCalls';
import { bearer, PASSWORD, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({ jobPollingSeconds: 0.5 });
}, 120_000);
afterAll(() => server.close());

const call = (method: 'GET' | 'POST', url: string, token: string, confirmation?: string) =>
  server.app.inject({
    method,
    url,
    headers: bearer(token),
    payload: confirmation === undefined ? undefined : { data: { type: 'account-deletion', attributes: { confirmation } } },
  });

/** Every row of the tables deletion touches, except the deleted account's own and its people's. */
async function everyoneElse(accountId: number, userId: number) {
  const theirBolts = db().select({ id: bolts.id }).from(bolts).where(eq(bolts.accountId, accountId));
  const theirSites = db().select({ id: environments.id }).from(environments).where(inArray(environments.boltId, theirBolts));
  const rows = async (query: Promise<unknown[]>) => JSON.stringify(await query);
  return {
    accounts: await rows(db().select().from(accounts).where(ne(accounts.id, accountId)).orderBy(accounts.id)),
    users: await rows(db().select().from(users).where(ne(users.accountId, accountId)).orderBy(users.id)),
    bolts: await rows(db().select().from(bolts).where(ne(bolts.accountId, accountId)).orderBy(bolts.id)),
    sites: await rows(
      db()
        .select()
        .from(environments)
        .where(sql`${environments.boltId} not in ${theirBolts}`)
        .orderBy(environments.id),
    ),
    databases: await rows(
      db()
        .select()
        .from(databases)
        .where(sql`${databases.boltId} not in ${theirBolts}`)
        .orderBy(databases.id),
    ),
    domains: await rows(
      db()
        .select()
        .from(domains)
        .where(sql`${domains.environmentId} not in ${theirSites}`)
        .orderBy(domains.id),
    ),
    sshKeys: await rows(db().select().from(sshKeys).where(ne(sshKeys.accountId, accountId)).orderBy(sshKeys.id)),
    members: await rows(
      db()
        .select()
        .from(boltMembers)
        .where(sql`${boltMembers.boltId} not in ${theirBolts} and ${boltMembers.userId} is distinct from ${userId}`)
        .orderBy(boltMembers.id),
    ),
    invoices: await rows(db().select().from(invoices).where(ne(invoices.accountId, accountId)).orderBy(invoices.id)),
  };
}

describe('GET account/deletion and POST account/delete', () => {
  it('says what goes and what stays, then removes the account’s data and leaves every other account as it was', async () => {
    const { account, person, bolt } = await makeCustomerAccount(db(), { email: 'leaving@example.test', withData: true });
    const token = await mintToken(server.database, 'leaving@example.test');
    const [otherMember] = await db()
      .insert(boltMembers)
      .values({
        boltId: bolt!.id,
        userId: (await userByEmail(db(), 'other@demo.test')).id,
        email: 'other@demo.test',
        role: 'developer',
        status: 'active',
      })
      .returning();
    const otherBolt = (await db().select().from(bolts).where(eq(bolts.name, 'Other Media news')))[0];
    await db()
      .insert(boltMembers)
      .values({ boltId: otherBolt.id, userId: person.id, email: 'leaving@example.test', role: 'developer', status: 'active' });
    await db().insert(userPictures).values({ userId: person.id, contentType: 'image/webp', data: 'AAAA' });
    await db().insert(outbox).values({ to: 'leaving@example.test', subject: 'Welcome', body: 'Hello' });
    const otherToken = await mintToken(server.database, 'other@demo.test');

    const preview = await call('GET', '/v1/account/deletion', token);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toEqual({
      id: String(account.id),
      type: 'account-deletion',
      attributes: {
        allowed: true,
        confirmation: 'leaving@example.test',
        bolts: [{ id: String(bolt!.id), name: bolt!.name, plan: 'pro', sites: 1, databases: 1, domains: 1 }],
        sshKeys: 1,
        invoices: 1,
        creditNotes: 0,
        requestedAt: null,
      },
    });

    const before = await everyoneElse(account.id, person.id);
    const wrong = await call('POST', '/v1/account/delete', token, 'LEAVING@example.test');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0]).toMatchObject({
      detail: 'Please type your email address exactly as shown to confirm.',
      source: { pointer: '/data/attributes/confirmation' },
    });
    expect((await db().select().from(accounts).where(eq(accounts.id, account.id)))[0].deletionRequestedAt).toBeNull();

    const deleted = await call('POST', '/v1/account/delete', token, 'leaving@example.test');
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().meta).toEqual({ message: 'Your account is being deleted. You have been signed out everywhere.' });
    expect(deleted.json().data.attributes.requestedAt).toEqual(expect.any(String));
    expect((await call('GET', '/v1/user-profile', token)).statusCode).toBe(401);

    const anonymised = await until(
      async () => (await db().select().from(users).where(eq(users.id, person.id)))[0],
      (row) => row.email !== 'leaving@example.test',
    );
    expect(anonymised).toMatchObject({
      email: `deleted-user-${person.id}@deleted.invalid`,
      firstName: 'Deleted',
      lastName: 'user',
      phone: null,
      picture: null,
      blocked: true,
      emailVerifiedAt: null,
    });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: 'leaving@example.test', password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);

    expect(await db().select().from(bolts).where(eq(bolts.accountId, account.id))).toEqual([]);
    expect(await db().select().from(environments).where(eq(environments.id, bolt!.siteId))).toEqual([]);
    expect(await db().select().from(databases).where(eq(databases.boltId, bolt!.id))).toEqual([]);
    expect(await db().select().from(sshKeys).where(eq(sshKeys.accountId, account.id))).toEqual([]);
    expect(await db().select().from(boltMembers).where(eq(boltMembers.userId, person.id))).toEqual([]);
    expect(await db().select().from(boltMembers).where(eq(boltMembers.id, otherMember.id))).toEqual([]);
    expect(await db().select().from(tokens).where(eq(tokens.userId, person.id))).toEqual([]);
    expect(await db().select().from(userPictures).where(eq(userPictures.userId, person.id))).toEqual([]);
    expect(await db().select().from(outbox).where(eq(outbox.to, 'leaving@example.test'))).toEqual([]);
    // Kept for bookkeeping: the invoice (without its Bolt) and the account's customer record.
    expect(await db().select().from(invoices).where(eq(invoices.accountId, account.id))).toEqual([
      expect.objectContaining({ boltId: null, totalCents: 2900, status: 'paid' }),
    ]);
    expect((await db().select().from(accounts).where(eq(accounts.id, account.id)))[0]).toMatchObject({
      customerId: account.customerId,
      company: account.company,
      deletionRequestedAt: expect.any(Date),
    });

    expect(await everyoneElse(account.id, person.id)).toEqual(before);
    expect((await call('GET', '/v1/bolts', otherToken)).statusCode).toBe(200);
    // The address is free again: whoever signs up with it later starts afresh.
    expect(await userByEmail(db(), 'leaving@example.test')).toBeUndefined();
  });

  it('is refused to staff and admins: the provider’s account stays', async () => {
    const staff = await mintToken(server.database, 'staff@demo.test');
    const preview = (await call('GET', '/v1/account/deletion', staff)).json().data.attributes;
    expect(preview).toMatchObject({ allowed: false, confirmation: 'staff@demo.test', bolts: [], invoices: 0 });
    const refused = await call('POST', '/v1/account/delete', staff, 'staff@demo.test');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors[0].detail).toBe('Staff and admin users belong to the provider’s account, which cannot be deleted here.');
    expect((await call('GET', '/v1/user-profile', staff)).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/v1/account/deletion' })).statusCode).toBe(401);
  });
});
