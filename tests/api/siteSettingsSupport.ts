import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { environments } from '../../server/db/schema';
import { signedInServer, type Who } from './signedInServer';

/**
 * What the site settings API tests (siteSettings.test.ts, siteCachingSecurity.test.ts) share: the
 * callers, their sites and the calls. Each test file has its own server.
 */
export type { Who };

const server = signedInServer({ type: (url) => (url.includes('/addons') ? 'addons' : 'environments') });
/** Sites of customer@demo.test's Bolts 1 (business), 2 (pro) and 3 (scale), and one of other@demo.test. */
export const site = { business: 0, pro: 0, scale: 0, other: 0, legacy: 0, failing: 0 };

export const { call, db } = server;
const firstSiteOf = async (boltId: number, skip = 0) =>
  (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id))[skip].id;

/** Starts this file's server before its tests, with a legacy site and one the sandbox cache fails on, and stops it after them. */
export const useSiteSettingsServer = () =>
  server.use(async () => {
    Object.assign(site, {
      business: await firstSiteOf(1),
      failing: await firstSiteOf(1, 1),
      pro: await firstSiteOf(2),
      scale: await firstSiteOf(3),
      other: await firstSiteOf(5),
      legacy: await firstSiteOf(1, 2),
    });
    await db().update(environments).set({ isLegacy: true }).where(eq(environments.id, site.legacy));
    // Failure injection of the sandbox cache (ARCHITECTURE §5): a site title starting with 'fail-'.
    await db().update(environments).set({ title: 'fail-cache site' }).where(eq(environments.id, site.failing));
  });

export const row = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
export const patch = (who: Who, id: number, attributes: Record<string, unknown>) =>
  call(who, 'PATCH', `/v1/${who === 'staff' || who === 'admin' ? 'admin/' : ''}environments/${id}`, attributes);
export const expect422 = (response: { statusCode: number; json(): { errors: unknown[] } }, pointer: string, detail: string) => {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toContainEqual(expect.objectContaining({ detail, source: { pointer } }));
};
