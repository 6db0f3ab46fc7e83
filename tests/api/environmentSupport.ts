import { count, eq } from 'drizzle-orm';
import { environments } from '../../server/db/schema';
import { signedInServer } from './signedInServer';

/**
 * What the site API tests (environments.test.ts, environmentChanges.test.ts) share: a server, its
 * callers and the calls. Each test file has its own server.
 */
export type { Who } from './signedInServer';

const server = signedInServer({ type: 'environments' });

/** Starts this file's server before its tests and stops it after them. */
export const useSitesServer = () => server.use();

export const { call, db } = server;
export const siteRow = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
export const sitesOf = async (boltId: number) =>
  Number((await db().select({ n: count() }).from(environments).where(eq(environments.boltId, boltId)))[0].n);
/** The first site of a Bolt of Other Media Ltd (other@demo.test has Bolts 5 and 6). */
export const otherSite = async () => (await db().select().from(environments).where(eq(environments.boltId, 5)))[0];
