import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxBilling } from '../../server/dataplane/billing';
import { accounts, bolts, checkouts, idempotencyKeys, servers, users } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff';
type Attributes = Record<string, unknown>;
interface Sent {
  key?: string;
  type?: string;
}

let server: TestServer;
const tokens = {} as Record<Who, string>;
let acme = 0;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  acme = (await db().select().from(accounts).where(eq(accounts.name, 'Acme Web AS')))[0].id;
});
afterAll(() => server.close());

const db = () => server.database.db;
const call = (who: Who, url: string, attributes?: Attributes, { key, type = 'bolts' }: Sent = {}) =>
  server.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(tokens[who]), ...(key === undefined ? {} : { 'idempotency-key': key }) },
    payload: attributes ? { data: { type, attributes } } : undefined,
  });
const get = (who: Who, url: string) => server.app.inject({ method: 'GET', url, headers: bearer(tokens[who]) });
const rows = async (table: typeof bolts | typeof checkouts) => Number((await db().select({ n: count() }).from(table))[0].n);
/** What the sandbox provider has taken, on its side of the books. */
const charges = () => (server.app.billing as SandboxBilling).accepted.length;
const setLocationServers = (location: string, status: 'active' | 'maintenance') =>
  db().update(servers).set({ status }).where(eq(servers.location, location));

const order = { url: 'money.example.com', name: 'Money shop', plan: 'pro', billingPeriod: 'monthly', location: 'ams-nl', cms: 'wordpress' };
const checkout = (attributes: Attributes, sent: Sent = {}) => call('customer', '/v1/bolts/checkout', attributes, { type: 'checkouts', ...sent });

describe('Idempotency-Key on the paying calls', () => {
  it('answers a repeated checkout from the first one: one checkout, one charge', async () => {
    const [before, charged] = [await rows(checkouts), charges()];
    const first = await checkout(order, { key: '"chk-attempt-1"' });
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await checkout(order, { key: '"chk-attempt-1"' });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rows(checkouts)).toBe(before + 1);
    expect(charges()).toBe(charged + 1);

    // The stored order is what the Bolt is made from: the creation needs no body.
    const url = `/v1/bolts?checkout=${first.json().data.id}`;
    const created = await call('customer', url, undefined, { key: 'create-attempt-1' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes).toMatchObject({ name: 'Money shop', plan: 'pro', location: 'ams-nl' });
    const boltsNow = await rows(bolts);
    const replayed = await call('customer', url, undefined, { key: 'create-attempt-1' });
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([201, 'true']);
    expect(replayed.json()).toEqual(created.json());
    expect(await rows(bolts)).toBe(boltsNow);
  });

  it('refuses the same key on another request (422) and runs nothing', async () => {
    await checkout(order, { key: 'reused-key' });
    const [before, charged] = [await rows(checkouts), charges()];
    for (const response of [
      await checkout({ ...order, plan: 'scale' }, { key: 'reused-key' }),
      await call('customer', '/v1/bolts?trial=1', order, { key: 'reused-key' }),
    ]) {
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        status: '422',
        code: 'idempotency_key_reused',
        detail: 'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
        source: { header: 'Idempotency-Key' },
      });
    }
    expect([await rows(checkouts), charges()]).toEqual([before, charged]);
  });

  it('answers 409 while the first request with the key is still in flight', async () => {
    expect((await checkout(order, { key: 'in-flight' })).statusCode).toBe(201);
    // As the first request is seen while it runs: its key stored, its answer not yet.
    await db().update(idempotencyKeys).set({ status: null, body: null }).where(eq(idempotencyKeys.key, 'in-flight'));
    const before = await rows(checkouts);
    const second = await checkout(order, { key: 'in-flight' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toMatchObject({ status: '409', code: 'idempotency_key_in_flight', source: { header: 'Idempotency-Key' } });
    expect(await rows(checkouts)).toBe(before);
  });

  it('runs one of two simultaneous requests with the same key', async () => {
    const before = await rows(checkouts);
    const answers = await Promise.all([checkout(order, { key: 'twins' }), checkout(order, { key: 'twins' })]);
    // Which one runs depends on the race; either way the other is a 409 or the replayed answer.
    expect(answers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 201 && !answer.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await rows(checkouts)).toBe(before + 1);
  });

  it('keeps keys per caller and for 24 hours, and stores nothing for a request that fails validation', async () => {
    expect((await checkout({ ...order, name: '' }, { key: 'fix-and-resend' })).statusCode).toBe(422);
    expect((await checkout(order, { key: 'fix-and-resend' })).statusCode).toBe(201);
    const others = await call('other', '/v1/bolts/checkout', { ...order, plan: 'scale' }, { key: 'fix-and-resend', type: 'checkouts' });
    expect([others.statusCode, others.headers['idempotent-replayed']]).toEqual([201, undefined]);

    await db()
      .update(idempotencyKeys)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(idempotencyKeys.key, 'fix-and-resend'));
    const later = await checkout({ ...order, plan: 'business' }, { key: 'fix-and-resend' });
    expect([later.statusCode, later.headers['idempotent-replayed']]).toEqual([201, undefined]);
    // The expired key sent again was replaced; the other caller's expired one is housekeeping's.
    const expiredOwners = await db()
      .select({ email: users.email })
      .from(idempotencyKeys)
      .innerJoin(users, eq(users.id, idempotencyKeys.userId))
      .where(sql`${idempotencyKeys.key} = 'fix-and-resend' and ${idempotencyKeys.createdAt} < now() - interval '24 hours'`);
    expect(expiredOwners).toEqual([{ email: 'other@demo.test' }]);
    const again = await checkout({ ...order, plan: 'business' }, { key: 'fix-and-resend' });
    expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 'true']);
  });

  it('refuses a key that is not a short printable string (400)', async () => {
    const response = await checkout(order, { key: 'x'.repeat(256) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({ code: 'invalid_idempotency_key', source: { header: 'Idempotency-Key' } });
  });
});

describe('the order of payment and writes', () => {
  it('takes no money for a checkout the database refuses', async () => {
    const [before, charged] = [await rows(checkouts), charges()];
    // PostgreSQL text cannot hold NUL: the checkout's row fails, and it is written before the payment.
    const refused = await checkout({ ...order, name: 'Nul\u0000shop' });
    expect(refused.statusCode).not.toBe(201);
    expect([await rows(checkouts), charges()]).toEqual([before, charged]);
  });
});

describe('a paid checkout that could not become a Bolt', () => {
  const unfulfilled = async () =>
    (await get('staff', '/v1/admin/checkouts?filter[state]=unfulfilled&per_page=100')).json().data as { id: string; attributes: Attributes }[];

  it('is listed for staff, who complete it for the customer; the customer’s retry answers that Bolt', async () => {
    const paid = (await checkout({ ...order, name: 'Stranded shop', location: 'fra-de' })).json().data;
    // The location's servers go away between the payment and the creation.
    await setLocationServers('fra-de', 'maintenance');
    try {
      const failed = await call('customer', `/v1/bolts?checkout=${paid.id}`);
      expect(failed.statusCode).toBe(422);
      expect(failed.json().errors[0].source).toEqual({ pointer: '/data/attributes/location' });
      const listed = (await unfulfilled()).find((row) => row.id === paid.id);
      expect(listed?.attributes).toMatchObject({
        customer: 'Acme Web AS',
        customerId: acme,
        name: 'Stranded shop',
        plan: 'pro',
        amountCents: 2900,
        state: 'unfulfilled',
        boltId: null,
      });
      expect((await call('staff', `/v1/admin/billing/checkout/${paid.id}/complete`)).statusCode).toBe(422);
    } finally {
      await setLocationServers('fra-de', 'active');
    }
    expect((await get('customer', '/v1/admin/checkouts')).statusCode).toBe(403);
    expect((await call('customer', `/v1/admin/billing/checkout/${paid.id}/complete`)).statusCode).toBe(403);

    const completed = await call('staff', `/v1/admin/billing/checkout/${paid.id}/complete`, undefined, { key: 'complete-1' });
    expect(completed.statusCode).toBe(201);
    expect(completed.json().data.attributes).toMatchObject({ name: 'Stranded shop', customerId: acme, plan: 'pro', location: 'fra-de' });
    expect((await unfulfilled()).map((row) => row.id)).not.toContain(paid.id);
    const retry = await call('customer', `/v1/bolts?checkout=${paid.id}`);
    expect([retry.statusCode, retry.json().data.id]).toEqual([200, completed.json().data.id]);
  });

  it('is completed by the customer’s own retry, which may correct the order', async () => {
    const paid = (await checkout({ ...order, name: 'Moved shop', location: 'sto-se' })).json().data;
    await setLocationServers('sto-se', 'maintenance');
    try {
      expect((await call('customer', `/v1/bolts?checkout=${paid.id}`)).statusCode).toBe(422);
      expect((await unfulfilled()).map((row) => row.id)).toContain(paid.id);
      const moved = await call('customer', `/v1/bolts?checkout=${paid.id}`, { location: 'osl-no' });
      expect(moved.statusCode).toBe(201);
      expect(moved.json().data.attributes).toMatchObject({ name: 'Moved shop', location: 'osl-no' });
      const [row] = await db().select().from(checkouts).where(eq(checkouts.id, paid.id));
      expect(row).toMatchObject({ location: 'osl-no', boltId: Number(moved.json().data.id) });
    } finally {
      await setLocationServers('sto-se', 'active');
    }
  });

  it('checks a stored order by the checkout’s rules, so an order missing parts is refused with pointers', async () => {
    // A checkout from before orders were stored: only plan and period are known.
    await db()
      .insert(checkouts)
      .values({ id: 'chk_legacy', accountId: acme, plan: 'pro', billingPeriod: 'monthly', amountCents: 2900, status: 'paid' });
    const refused = await call('staff', '/v1/admin/billing/checkout/chk_legacy/complete');
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual([
      '/data/attributes/url',
      '/data/attributes/name',
      '/data/attributes/location',
      '/data/attributes/cms',
    ]);
    const done = await call('customer', '/v1/bolts?checkout=chk_legacy', {
      url: 'legacy.example.com',
      name: 'Legacy',
      location: 'osl-no',
      cms: 'empty',
    });
    expect(done.statusCode).toBe(201);
    expect((await get('staff', '/v1/admin/checkouts?filter[state]=fulfilled&q=Legacy')).json().data[0].id).toBe('chk_legacy');
    expect((await get('staff', '/v1/admin/checkouts?filter[state]=lost')).statusCode).toBe(422);
  });
});

describe('plan switch and storage change when the provider declines', () => {
  const bolt = async (id: number) => (await db().select().from(bolts).where(eq(bolts.id, id)))[0];

  it('leaves the plan as it was and takes nothing; a replay answers the same refusal', async () => {
    await db().update(bolts).set({ name: 'fail-switch' }).where(eq(bolts.id, 2));
    const [before, charged] = [await bolt(2), charges()];
    const switchPlan = () =>
      call('customer', '/v1/bolts/2/update-subscription', { plan: 'scale', billingPeriod: 'annual' }, { key: 'switch-1', type: 'subscriptions' });
    const refused = await switchPlan();
    expect(refused.statusCode).toBe(402);
    expect(await bolt(2)).toEqual(before);
    expect(charges()).toBe(charged);
    const replayed = await switchPlan();
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([402, 'true']);
  });

  it('switches once for a repeated request', async () => {
    const charged = charges();
    const switchPlan = () =>
      call('customer', '/v1/bolts/1/update-subscription', { plan: 'scale', billingPeriod: 'monthly' }, { key: 'switch-2', type: 'subscriptions' });
    const [first, second] = [await switchPlan(), await switchPlan()];
    expect([first.statusCode, second.statusCode, second.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(second.json()).toEqual(first.json());
    expect(charges()).toBe(charged + 1);
  });

  it('leaves a dedicated Bolt’s storage as it was and takes nothing', async () => {
    await db().update(bolts).set({ name: 'fail-storage' }).where(eq(bolts.id, 4));
    const [before, charged] = [await bolt(4), charges()];
    const refused = await call('customer', '/v1/bolts/4/quota', { storageMb: 300 * 1024 }, { key: 'storage-1', type: 'quotas' });
    expect(refused.statusCode).toBe(402);
    expect(await bolt(4)).toEqual(before);
    expect(charges()).toBe(charged);
  });
});

describe('transfer acceptance', () => {
  it('moves the Bolt once; a repeat with the same key gets the first answer, not “no longer pending”', async () => {
    const request = await call('customer', '/v1/bolts/3/transfer/request', { email: 'other@demo.test' }, { type: 'transfers' });
    expect(request.statusCode).toBe(201);
    const { token } = (await get('other', '/v1/bolts/3/transfer')).json().data.attributes;
    const accept = () => call('other', '/v1/bolts/3/transfer/accept', { token }, { key: 'accept-1', type: 'transfers' });
    const [first, second] = [await accept(), await accept()];
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes.status).toBe('accepted');
    expect([second.statusCode, second.headers['idempotent-replayed']]).toEqual([200, 'true']);
    expect(second.json()).toEqual(first.json());
    expect((await call('other', '/v1/bolts/3/transfer/accept', { token }, { type: 'transfers' })).statusCode).toBe(422);
  });
});
