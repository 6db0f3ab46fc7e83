import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bolts, outbox, transfers } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

let server: TestServer;
const tokens: Record<string, string> = {};
const as = (who: string) => bearer(tokens[who]);
const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({ method, url, headers: as(who), payload: attributes ? { data: { type: 'transfers', attributes } } : undefined });
const accountOf = async (boltId: number) => (await server.database.db.select({ a: bolts.accountId }).from(bolts).where(eq(bolts.id, boltId)))[0].a;

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin']) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

describe('Bolt transfer (spec 1 §4, §5)', () => {
  it('validates the recipient with the spec texts', async () => {
    const self = await call('customer', 'POST', '/v1/bolts/2/transfer/validate', { email: 'customer@demo.test' });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors[0]).toMatchObject({
      detail: 'You must enter a different email address than your own to transfer to',
      source: { pointer: '/data/attributes/email' },
    });
    const unknown = await call('customer', 'POST', '/v1/bolts/2/transfer/validate', { email: 'nobody@demo.test' });
    expect(unknown.json().errors[0].detail).toBe('The email address is not known by the product.');
    const ok = await call('customer', 'POST', '/v1/bolts/2/transfer/validate', { email: 'other@demo.test' });
    expect(ok.json()).toEqual({ data: { valid: true } });
  });

  it('only lets a Bolt’s owner start one, and hides other accounts’ Bolts', async () => {
    expect((await call('other', 'POST', '/v1/bolts/2/transfer/request', { email: 'staff@demo.test' })).statusCode).toBe(404);
    expect((await call('other', 'GET', '/v1/bolts/2/transfer')).statusCode).toBe(404);
  });

  it('requests, mails the recipient, who accepts; the Bolt changes account', async () => {
    const requested = await call('customer', 'POST', '/v1/bolts/2/transfer/request', { email: 'other@demo.test' });
    expect(requested.statusCode).toBe(201);
    expect(requested.json().data.attributes).toMatchObject({ status: 'pending', toEmail: 'other@demo.test' });
    expect(requested.json().data.attributes.token).toBeUndefined();
    const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, 'other@demo.test'));
    expect(mail.body).toContain('/bolts/2/transfer?token=');

    const again = await call('customer', 'POST', '/v1/bolts/2/transfer/request', { email: 'other@demo.test' });
    expect(again.json().errors[0].detail).toBe('A transfer of this Bolt is already pending.');

    const seen = await call('other', 'GET', '/v1/bolts/2/transfer');
    expect(seen.json().meta.isRecipient).toBe(true);
    const token = seen.json().data.attributes.token as string;
    expect((await call('other', 'POST', '/v1/bolts/2/transfer/accept', { token: 'wrong' })).statusCode).toBe(404);
    const accepted = await call('other', 'POST', '/v1/bolts/2/transfer/accept', { token });
    expect(accepted.json().data.attributes.status).toBe('accepted');
    expect((await call('other', 'GET', '/v1/bolts/2')).statusCode).toBe(200);
    expect((await call('customer', 'GET', '/v1/bolts/2')).statusCode).toBe(404);
    expect((await call('other', 'POST', '/v1/bolts/2/transfer/decline', { token })).json().errors[0].detail).toBe(
      'This transfer request is no longer pending.',
    );
  });

  it('lets the owner cancel before acceptance, and the recipient decline', async () => {
    const first = (await call('customer', 'POST', '/v1/bolts/3/transfer/request', { email: 'other@demo.test' })).json().data;
    expect((await call('customer', 'DELETE', `/v1/bolts/3/transfer/${first.id}`)).statusCode).toBe(204);
    expect((await call('customer', 'GET', '/v1/bolts/3/transfer')).json().data.attributes.status).toBe('cancelled');
    await call('customer', 'POST', '/v1/bolts/3/transfer/request', { email: 'other@demo.test' });
    const { token } = (await call('other', 'GET', '/v1/bolts/3/transfer')).json().data.attributes;
    const declined = await call('other', 'POST', '/v1/bolts/3/transfer/decline', { token });
    expect(declined.json().data.attributes.status).toBe('declined');
    expect(await accountOf(3)).toBe(2);
  });

  it('expires a request after 24 hours', async () => {
    const created = (await call('customer', 'POST', '/v1/bolts/1/transfer/request', { email: 'other@demo.test' })).json().data;
    await server.database.db
      .update(transfers)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(transfers.id, Number(created.id)));
    const seen = (await call('other', 'GET', '/v1/bolts/1/transfer')).json().data.attributes;
    expect(seen.status).toBe('expired');
    const late = await call('other', 'POST', '/v1/bolts/1/transfer/accept', { token: seen.token });
    expect(late.json().errors[0].detail).toBe('This transfer request has expired.');
    expect(await accountOf(1)).toBe(2);
    expect((await call('customer', 'POST', '/v1/bolts/1/transfer/request', { email: 'other@demo.test' })).statusCode).toBe(201);
  });

  it('lets only admins transfer instantly', async () => {
    const staff = await call('staff', 'POST', '/v1/admin/bolts/4/transfer', { email: 'other@demo.test' });
    expect(staff.statusCode).toBe(403);
    const admin = await call('admin', 'POST', '/v1/admin/bolts/4/transfer', { email: 'other@demo.test' });
    expect(admin.json().data.attributes.status).toBe('accepted');
    expect(await accountOf(4)).toBe(3);
    expect((await call('customer', 'POST', '/v1/bolts/4/transfer', { email: 'other@demo.test' })).statusCode).toBe(404);
  });
});
