import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { boltMembers, bolts, users } from '../../server/db/schema';
import { metricsTime } from '../../server/dataplane/measuredSites';
import { storageUsedMb } from '../../server/dataplane/usage';
import { sitesOf } from '../../server/services/subscriptions';
import { signedInServer, type Who } from './signedInServer';

/**
 * What the billing API tests (billing.test.ts, boltDeletion.test.ts) share: their callers, with
 * other@demo.test helping on two of Acme's Bolts, and the calls. Each test file has its own server.
 */
const typeOf = (url: string) => {
  if (url.startsWith('/v1/bolts?')) return 'bolts';
  if (url.endsWith('/quota')) return 'quotas';
  if (url.startsWith('/v1/environments')) return 'environments';
  return 'subscriptions';
};
const server = signedInServer({ type: typeOf });
export const { call, db } = server;

/** Starts this file's server before its tests and stops it after them. */
export const useBillingServer = () =>
  server.use(async () => {
    // other@ helps on two of Acme's Bolts: as partner on Bolt 2, as technical contact on Bolt 3.
    const [other] = await db().select().from(users).where(eq(users.email, 'other@demo.test'));
    await db()
      .insert(boltMembers)
      .values([
        { boltId: 2, userId: other.id, email: other.email, role: 'partner', status: 'active' },
        { boltId: 3, userId: other.id, email: other.email, role: 'technical_contact', status: 'active' },
      ]);
  });

/** What the API reports a Bolt's sites hold today. */
export const storageOf = async (boltId: number) =>
  storageUsedMb(
    await sitesOf(db(), boltId),
    metricsTime(() => Date.now()),
  );
export const boltRow = async (id: number | string) =>
  (
    await db()
      .select()
      .from(bolts)
      .where(eq(bolts.id, Number(id)))
  )[0];
export const subscription = async (who: Who, id: number | string, prefix = '') =>
  (await call(who, 'GET', `/v1/${prefix}bolts/${id}/subscription`)).json().data.attributes;
export const listIds = async (who: Who) =>
  (await call(who, 'GET', '/v1/bolts?per_page=100')).json().data.map((b: { id: string }) => b.id) as string[];
export const archiveIds = async () =>
  (await call('staff', 'GET', '/v1/admin/bolts/archive?per_page=100')).json().data.map((b: { id: string }) => b.id) as string[];
export const newTrialBolt = async (name: string) =>
  (await call('customer', 'POST', '/v1/bolts?trial=1', { url: 'temp.example.com', name, location: 'osl-no', cms: 'empty' })).json().data.id as string;

export function expectError(
  response: { statusCode: number; json(): { errors: { detail: string; source?: object }[] } },
  status: number,
  detail: string,
  source?: object,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json().errors[0]).toMatchObject(source ? { detail, source } : { detail });
}
