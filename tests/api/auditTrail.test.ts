import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingAs } from '../../server/db/auditActor';
import { auditEvents, ipBlocks, users } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, PASSWORD, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin' | 'tess', string>;
let tess: Awaited<ReturnType<typeof makeCustomerAccount>>;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  tess = await makeCustomerAccount(db(), { email: 'tess-audit@example.test', withData: true });
  tokens.tess = await mintToken(server.database, 'tess-audit@example.test');
}, 120_000);
afterAll(() => server.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, attributes?: Record<string, unknown>, type = 'x') =>
  server.app.inject({
    method,
    url,
    headers: { ...bearer(tokens[who]), 'x-forwarded-for': '203.0.113.7' },
    ...(attributes ? { payload: { data: { type, attributes } } } : {}),
  });
const events = async (who: Who, url: string) => {
  const response = await call(who, 'GET', url);
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; attributes: Record<string, unknown> }[];
};
const eventCount = async () => (await db().select({ n: count() }).from(auditEvents))[0].n;

describe('the audit trail', () => {
  it("records a customer's change with who, what, before and after, on their account", async () => {
    const site = (await events('tess', `/v1/bolts/${tess.bolt!.id}/environments`))[0];
    const response = await call('tess', 'PATCH', `/v1/environments/${site.id}`, { title: 'Shop renamed' }, 'environments');
    expect(response.statusCode).toBe(200);
    const [event] = await events('staff', `/v1/admin/audit-events?filter[environmentId]=${site.id}`);
    expect(event.attributes).toMatchObject({
      actorUserId: tess.person.id,
      actorName: 'Tess Throwaway',
      actorRole: 'customer',
      accountId: tess.account.id,
      account: tess.account.name,
      boltId: tess.bolt!.id,
      resource: 'environments',
      recordId: site.id,
      action: 'updated',
      before: { title: 'Shop' },
      after: { title: 'Shop renamed' },
      onBehalf: false,
    });
    const [own] = await events('tess', '/v1/activity');
    expect(own.attributes).toMatchObject({ actorName: 'Tess Throwaway', bySupport: false, action: 'updated', siteTitle: 'Shop renamed' });
  });

  it("records staff acting on a customer's account, and shows them to the customer as Support only", async () => {
    const response = await call(
      'staff',
      'POST',
      '/v1/admin/lockdown',
      { accountId: tess.account.id, type: 'soft', reason: 'Audit test' },
      'lockdown',
    );
    expect(response.statusCode).toBe(201);
    const [event] = await events('staff', `/v1/admin/audit-events?filter[accountId]=${tess.account.id}&filter[resource]=lockdowns`);
    expect(event.attributes).toMatchObject({
      actorRole: 'staff',
      onBehalf: true,
      action: 'created',
      after: expect.objectContaining({ reason: 'Audit test' }),
    });
    const lifted = await call('staff', 'DELETE', `/v1/admin/lockdown/${response.json().data.id}`);
    expect(lifted.statusCode).toBe(204);
    const [shown] = await events('tess', '/v1/activity?filter[resource]=lockdowns');
    expect(shown.attributes).toMatchObject({ action: 'deleted', actorName: null, bySupport: true });
    expect(shown.attributes).not.toHaveProperty('address');
  });

  it('keeps secrets out: a password change shows as changed, its hash never', async () => {
    const response = await call('tess', 'PUT', '/v1/auth/password', { currentPassword: PASSWORD, password: 'a new long passphrase 42' }, 'passwords');
    expect(response.statusCode).toBe(200);
    const [stored] = await db().select({ hash: users.passwordHash }).from(users).where(eq(users.id, tess.person.id));
    const [event] = await events('staff', `/v1/admin/audit-events?filter[resource]=users&filter[accountId]=${tess.account.id}`);
    expect(event.attributes.after).toEqual(expect.objectContaining({ password_hash: '[redacted]' }));
    const everything = await call('staff', 'GET', '/v1/admin/audit-events?per_page=100');
    expect(everything.body).not.toContain(stored.hash);
  });

  it('rolls back with the write it records', async () => {
    const before = await eventCount();
    const actor = { userId: 1, name: 'Test', role: 'admin' as const, accountId: 1, address: '127.0.0.1' };
    await expect(
      actingAs(actor, () =>
        db().transaction(async (tx) => {
          await tx.insert(ipBlocks).values({ address: '198.51.100.9', reason: 'rolled back' });
          throw new Error('the change fails after its write');
        }),
      ),
    ).rejects.toThrow('the change fails after its write');
    expect(await eventCount()).toBe(before);
    // A drizzle query runs when awaited: inside the actor's run.
    await actingAs(actor, async () => {
      await db().insert(ipBlocks).values({ address: '198.51.100.9', reason: 'kept' });
    });
    expect(await eventCount()).toBe(before + 1);
  });

  it('records nothing for writes made outside a request (jobs, seeds)', async () => {
    const before = await eventCount();
    await db().insert(ipBlocks).values({ address: '198.51.100.10', reason: 'by a job' });
    expect(await eventCount()).toBe(before);
  });

  it('is staff-only in full; a customer reads only their own account, and filters are checked', async () => {
    expect((await call('customer', 'GET', '/v1/admin/audit-events')).statusCode).toBe(403);
    const theirs = await events('customer', '/v1/activity?per_page=100');
    expect(theirs.every((event) => event.attributes.accountId !== tess.account.id)).toBe(true);
    const tessEvent = (await events('tess', '/v1/activity'))[0];
    expect((await call('customer', 'GET', `/v1/activity/${tessEvent.id}`)).statusCode).toBe(404);
    const bad = await call('staff', 'GET', '/v1/admin/audit-events?filter[from]=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].detail).toBe('filter[from] must be a date, e.g. 2026-11-25');
  });
});
