import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, configRebuilds, configRebuildSites, environments, lockdowns } from '../db/schema.js';
import { sandboxSiteConfig, SiteConfigError, type ServedConfig } from '../dataplane/siteConfig.js';
import { inTransaction } from '../jobs/transaction.js';
import type { SendJob } from '../jobs/types.js';

const host = sandboxSiteConfig;

/** The job that works through a rebuild's sites (server/jobs/sitesConfig.ts). */
export const SITES_CONFIG_REBUILD = 'sites-config-rebuild';

/** Sites a job takes at a time; each site's outcome is written as soon as it is known. */
const BATCH = 50;

export interface RebuildRequest {
  kind: 'config' | 'php';
  reason: 'requested' | 'lockdown' | 'site-settings';
  requestedBy: number | null;
  /** Which sites: those of a server's, or an account's, live Bolts, or these. */
  serverId?: number;
  accountId?: number;
  environmentIds?: number[];
}

type SitesOfRebuild = Pick<RebuildRequest, 'serverId' | 'accountId' | 'environmentIds'>;

function sitesOf(request: SitesOfRebuild): SQL {
  if (request.environmentIds) return inArray(environments.id, request.environmentIds);
  if (request.serverId !== undefined) return and(eq(bolts.serverId, request.serverId), liveBolt)!;
  return and(eq(bolts.accountId, request.accountId ?? 0), liveBolt)!;
}

/** Starts a rebuild in the caller's transaction: the rebuild, its sites and its job are written together or not at all. */
export async function startRebuild(tx: DbOrTx, send: SendJob, request: RebuildRequest): Promise<number> {
  const { kind, reason, requestedBy, serverId = null, accountId = null } = request;
  const [rebuild] = await tx.insert(configRebuilds).values({ kind, reason, requestedBy, serverId, accountId }).returning({ id: configRebuilds.id });
  await queueRebuild(tx, send, rebuild.id, request);
  return rebuild.id;
}

/** Lists the sites of a rebuild already written and queues its job (a rebuild without sites is finished at once). */
export async function queueRebuild(tx: DbOrTx, send: SendJob, rebuildId: number, request: SitesOfRebuild) {
  const rebuild = { id: rebuildId };
  await tx.execute(sql`
    insert into ${configRebuildSites} (rebuild_id, environment_id)
    select ${rebuildId}, ${environments.id} from ${environments}
    join ${bolts} on ${bolts.id} = ${environments.boltId}
    where ${sitesOf(request)}`);
  const sites = await tx
    .select({ id: configRebuildSites.environmentId })
    .from(configRebuildSites)
    .where(eq(configRebuildSites.rebuildId, rebuildId))
    .limit(1);
  if (!sites.length) await tx.update(configRebuilds).set({ finishedAt: new Date() }).where(eq(configRebuilds.id, rebuild.id));
  else await send(SITES_CONFIG_REBUILD, { rebuildId: rebuild.id }, { singletonKey: `rebuild-${rebuild.id}`, db: inTransaction(tx) });
}

/** A hard lockdown on the site's account suspends it (spec 1 §4); an admin may disable it (spec 1 §6). */
const hardLocked = sql<boolean>`exists (select 1 from ${lockdowns} where ${lockdowns.accountId} = ${bolts.accountId} and ${lockdowns.type} = 'hard')`;

/** What the site's virtual host should serve now. */
export const servedOf = (site: { enabled: boolean; suspended: boolean; reverseProxy: string | null }): ServedConfig => ({
  serving: site.suspended ? 'suspended' : site.enabled ? 'site' : 'disabled',
  reverseProxy: site.reverseProxy,
});

/** Works through a rebuild's pending sites, writing each outcome, then marks it finished. Safe to run again. */
export async function runRebuild(db: DbOrTx, rebuildId: number) {
  const [rebuild] = await db.select({ kind: configRebuilds.kind }).from(configRebuilds).where(eq(configRebuilds.id, rebuildId));
  if (!rebuild) return;
  for (;;) {
    const pending = await db
      .select({
        id: environments.id,
        name: environments.name,
        title: environments.title,
        enabled: environments.enabled,
        reverseProxy: environments.reverseProxy,
        suspended: hardLocked,
      })
      .from(configRebuildSites)
      .innerJoin(environments, eq(environments.id, configRebuildSites.environmentId))
      .innerJoin(bolts, eq(bolts.id, environments.boltId))
      .where(and(eq(configRebuildSites.rebuildId, rebuildId), eq(configRebuildSites.status, 'pending')))
      .orderBy(asc(configRebuildSites.environmentId))
      .limit(BATCH);
    if (!pending.length) break;
    for (const site of pending) await rebuildSite(db, rebuildId, rebuild.kind, site);
  }
  await db
    .update(configRebuilds)
    .set({ finishedAt: new Date() })
    .where(and(eq(configRebuilds.id, rebuildId), isNull(configRebuilds.finishedAt)));
}

type PendingSite = { id: number; name: string; title: string; enabled: boolean; reverseProxy: string | null; suspended: boolean };

async function rebuildSite(db: DbOrTx, rebuildId: number, kind: 'config' | 'php', site: PendingSite) {
  const served = servedOf(site);
  const outcome = await (kind === 'php' ? host.rebuildPhp(site) : host.apply(site, served)).then(
    () => ({ status: 'done' as const, message: null }),
    (error: unknown) => {
      if (error instanceof SiteConfigError) return { status: 'failed' as const, message: error.message };
      throw error;
    },
  );
  const finishedAt = new Date();
  await db.transaction(async (tx) => {
    if (kind === 'config' && outcome.status === 'done')
      await tx.update(environments).set({ serving: served.serving, configBuiltAt: finishedAt }).where(eq(environments.id, site.id));
    await tx
      .update(configRebuildSites)
      .set({ ...outcome, serving: kind === 'config' && outcome.status === 'done' ? served.serving : null, finishedAt })
      .where(and(eq(configRebuildSites.rebuildId, rebuildId), eq(configRebuildSites.environmentId, site.id)));
  });
}
