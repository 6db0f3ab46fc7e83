import { asc, count, eq } from 'drizzle-orm';
import { cronjobs, environments } from '../../server/db/schema';
import { signedInServer, type Who } from './signedInServer';

/**
 * What the cron job API tests (cronjobs.test.ts, cronjobChanges.test.ts) share: the callers, their
 * sites and the calls. Each test file has its own server.
 */
export type { Who };
type Site = typeof environments.$inferSelect;

const server = signedInServer({ type: 'cronjobs' });
/** Bolt 1 (customer@demo.test) has six sites, one per state (own: the first, disabled); Bolt 5 is other@demo.test's (others). */
export const sites = {} as { own: Site; disabled: Site; others: Site };

export const { db, send } = server;
export const sitesOf = (boltId: number) => db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));

/** Starts this file's server before its tests and stops it after them. */
export const useCronjobServer = () =>
  server.use(async () => {
    const bolt1 = await sitesOf(1);
    sites.own = bolt1[0];
    sites.disabled = bolt1.find((site) => !site.enabled)!;
    [sites.others] = await sitesOf(5);
  });

export const patch = (who: Who, url: string, attributes: Record<string, unknown>) => server.call(who, 'PATCH', url, attributes);
export const create = (who: Who, siteId: number, attributes: Record<string, unknown>, prefix = '') =>
  send(who, 'POST', `/v1/${prefix}cronjobs`, {
    data: { type: 'cronjobs', attributes, relationships: { environment: { data: { type: 'environments', id: String(siteId) } } } },
  });
export const jobsOf = async (siteId: number) =>
  Number((await db().select({ n: count() }).from(cronjobs).where(eq(cronjobs.environmentId, siteId)))[0].n);
export const job = async (id: number | string) =>
  (
    await db()
      .select()
      .from(cronjobs)
      .where(eq(cronjobs.id, Number(id)))
  )[0];
export const firstJobOf = async (siteId: number) =>
  (await db().select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(cronjobs.id))[0];
export const VALID = { schedule: '0 3 * * *', command: 'php ~/site/public/wp-cron.php' };
