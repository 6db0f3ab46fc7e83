import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { boltScope, liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, domains, environments, servers } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { siteRedirectSchema } from '../../src/rules/schemas/records/security.js';
import { hostOf } from '../../src/rules/siteAddress.js';

/**
 * GET site-redirect?site=: the site a hostname or domain names — one of its domains (also without
 * a leading www.), or its own address on its server (`{site name}.{server hostname}`) — and the
 * panel page that opens it. Customers find their own sites and those of Bolts they are members of
 * (in the query); staff on admin/site-redirect anyone's. No match is a 404, so another account's
 * site is never confirmed.
 */
export async function findSiteByAddress(db: DbOrTx, user: AuthUser, asAdmin: boolean, address: string): Promise<z.output<typeof siteRedirectSchema>> {
  const host = hostOf(address);
  if (!host) throw notFound();
  const names = host.startsWith('www.') ? [host, host.slice(4)] : [host];
  const byDomain = exists(
    db
      .select({ id: domains.id })
      .from(domains)
      .where(and(eq(domains.environmentId, environments.id), inArray(domains.name, names))),
  );
  const byServerAddress = sql`${environments.name} || '.' || ${servers.hostname} = ${host}`;
  const scope = asAdmin && user.role !== 'customer' ? liveBolt : and(boltScope(user, db), liveBolt);
  const [site] = await db
    .select({ id: environments.id, title: environments.title, boltId: environments.boltId })
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .leftJoin(servers, eq(servers.id, bolts.serverId))
    .where(and(scope, or(byDomain, byServerAddress)))
    .orderBy(environments.id)
    .limit(1);
  if (!site) throw notFound();
  return { id: String(site.id), type: 'site-redirects', attributes: { title: site.title, path: `/bolts/${site.boltId}/environments/${site.id}` } };
}
