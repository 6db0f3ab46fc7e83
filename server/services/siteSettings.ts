import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { CacheError, sandboxCache, type PurgeScope } from '../dataplane/cache.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, cronjobs, environments, servers, sshAccess } from '../db/schema.js';
import { badGateway, invalid } from '../http/errors.js';
import { cachingMessages, devModeEnd, parseCacheTags } from '../../src/rules/caching.js';
import {
  availablePhpVersions,
  effectivePhpWorkers,
  extensionStates,
  PHP_WORKER_ATTRIBUTES,
  PHP_WORKER_DEFAULTS,
  phpMemoryLimitOptions,
  PLAN_PHP_MEMORY_LIMIT_MB,
  type PhpWorkers,
} from '../../src/rules/php.js';
import { purgeTagsSchema, type purgeBodySchema } from '../../src/rules/schemas/caching.js';
import { phpMessages, type phpWorkersSchema } from '../../src/rules/schemas/php.js';
import type { availableSettingsRecordSchema, cachePurgeRecordSchema, monarxRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { findEnvironment, managedSite } from './environments.js';

const cache = sandboxCache;
const siteConfig = sandboxSiteConfig;

// The specs give no texts for these; they follow the specs' tone.
const NOT_ON_LEGACY = 'Malware protection is not available for legacy sites.';
const NOT_ON_HOST = "Malware protection is not available on this site's host.";
const RELOAD_FAILED = "Could not rebuild the site's configuration. Please try again later.";

const cacheFailure = (detail: string) => (error: unknown) => {
  throw error instanceof CacheError ? badGateway(detail, error) : error;
};

/** Spec 2 §3 Settings response, plus the current PHP settings the page starts from; `staff` may choose beyond the plan's memory. */
export async function availableSettings(db: DbOrTx, siteId: number, staff: boolean): Promise<z.output<typeof availableSettingsRecordSchema>> {
  const site = await findEnvironment(db, siteId);
  return {
    id: String(siteId),
    type: 'available-settings',
    attributes: {
      isLegacy: site.isLegacy,
      phpVersions: availablePhpVersions(site.isLegacy),
      phpMemoryLimitOptions: phpMemoryLimitOptions(site.plan, staff),
      phpMemoryLimit: PLAN_PHP_MEMORY_LIMIT_MB[site.plan],
      phpExtensions: extensionStates(site.phpVersion, site.phpExtensions),
      phpVersion: site.phpVersion,
      phpTimezone: site.phpTimezone,
      separatePhpErrorLog: site.separatePhpErrorLog,
      phpWorkers: effectivePhpWorkers(site.phpWorkers),
      phpWorkerDefaults: PHP_WORKER_DEFAULTS,
    },
  };
}

/** Spec 2 §5 PHP workers: a null setting goes back to its default; legacy sites keep theirs. */
export const setPhpWorkers = (db: DbOrTx, siteId: number, attributes: z.output<typeof phpWorkersSchema>) =>
  db.transaction(async (tx) => {
    const site = await findEnvironment(tx, siteId);
    if (site.isLegacy) throw invalid('/data', phpMessages.legacy);
    const workers: Partial<PhpWorkers> = { ...site.phpWorkers };
    for (const [attribute, field] of Object.entries(PHP_WORKER_ATTRIBUTES)) {
      const value = attributes[attribute as keyof typeof PHP_WORKER_ATTRIBUTES];
      if (value === null) delete workers[field];
      else if (value !== undefined) workers[field] = value;
    }
    await tx
      .update(environments)
      .set({ phpWorkers: Object.keys(workers).length ? workers : null })
      .where(eq(environments.id, siteId));
    return managedSite(tx, siteId);
  });

/** Spec 2 §4: on for 3 hours from now, stored as its end; off clears it. The cache servers must take it. */
export const setDevMode = (db: DbOrTx, siteId: number, enabled: boolean) =>
  db.transaction(async (tx) => {
    const site = await findEnvironment(tx, siteId);
    const until = enabled ? devModeEnd() : null;
    await tx.update(environments).set({ devModeUntil: until }).where(eq(environments.id, siteId));
    await cache.setDevMode(site, until).catch(cacheFailure(cachingMessages.devModeFailed));
    return managedSite(tx, siteId);
  });

/**
 * What a purge_cache body asks for: everything (all=1, or a flat body naming nothing but its type),
 * the cache tags of the panel's JSON:API document, or the flat body's targets (purgeBodySchema).
 */
function purgeScopeOf(all: boolean, body: z.output<typeof purgeBodySchema> | null | undefined): PurgeScope {
  const type = body?.type ?? null;
  if (all) return { all: true, type };
  const flat = body && !body.data ? body : null;
  const targets = { files: flat?.files ?? [], prefixes: flat?.prefixes ?? [], tags: parseCacheTags(flat?.tags ?? []), hosts: flat?.hosts ?? [] };
  if (Object.values(targets).some((list) => list.length)) return { ...targets, type };
  if (flat && (flat.type || flat.all)) return { all: true, type };
  const parsed = purgeTagsSchema.safeParse(body?.data?.attributes ?? {});
  if (!parsed.success) throw invalid('/data/attributes/tags', cachingMessages.tagsRequired);
  return { ...targets, tags: parsed.data.tags, type };
}

/** Spec 2 §7 purge_cache, and the provider's clients' purges (README "The provider's clients"). */
export async function purgeCache(
  db: DbOrTx,
  siteId: number,
  all: boolean,
  body: z.output<typeof purgeBodySchema> | null | undefined,
): Promise<z.output<typeof cachePurgeRecordSchema>> {
  const scope = purgeScopeOf(all, body);
  const site = await findEnvironment(db, siteId);
  await cache.purge(site, scope).catch(cacheFailure(cachingMessages.purgeFailed));
  const targets = 'all' in scope ? { files: [], prefixes: [], tags: [], hosts: [] } : scope;
  return { id: String(siteId), type: 'cache-purges', attributes: { ...targets, all: 'all' in scope, type: scope.type } };
}

/**
 * Spec 2 §2.10: malware protection (Monarx) is offered on current sites whose Bolt runs on one of
 * the configured hosts (MALWARE_PROTECTION_HOSTS, lower-case server hostnames).
 */
const offeredOn = (site: { isLegacy: boolean; hostname: string | null }, hosts: readonly string[]) =>
  !site.isLegacy && site.hostname !== null && hosts.includes(site.hostname.toLowerCase());

/** GET security/monarx: whether malware protection is on, and whether the site is offered it. */
export async function malwareProtection(db: DbOrTx, siteId: number, hosts: readonly string[]): Promise<z.output<typeof monarxRecordSchema>> {
  const [site] = await db
    .select({ enabled: environments.malwareProtection, isLegacy: environments.isLegacy, hostname: servers.hostname })
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .leftJoin(servers, eq(servers.id, bolts.serverId))
    .where(eq(environments.id, siteId));
  return { id: String(siteId), type: 'monarx', attributes: { enabled: site.enabled, available: offeredOn(site, hosts) } };
}

/**
 * Stored, and applied by the config rebuild like the site's other server settings. Switching it
 * off is allowed on any current site, so a site whose host left the list can still be cleared.
 */
export async function setMalwareProtection(db: DbOrTx, siteId: number, enabled: boolean, hosts: readonly string[]) {
  const site = await findEnvironment(db, siteId);
  if (site.isLegacy) throw invalid('/data', NOT_ON_LEGACY);
  if (enabled && !offeredOn(site, hosts)) throw invalid('/data', NOT_ON_HOST);
  await db.update(environments).set({ malwareProtection: enabled }).where(eq(environments.id, siteId));
}

/**
 * Spec 2 §7 reload and spec 1 §1 "rebuild of sites config": the site's server rebuilds its
 * configuration, and with `resync` also receives the cron jobs and the SSH access that is in force
 * again. Nothing is stored, so calling it twice does no harm.
 */
export async function reloadSite(db: DbOrTx, siteId: number, resync: boolean) {
  const [site] = await db.select({ name: environments.name, title: environments.title }).from(environments).where(eq(environments.id, siteId));
  const lists = resync
    ? {
        jobs: await db.select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(asc(cronjobs.id)),
        sshFingerprints: (
          await db
            .select({ fingerprint: sshAccess.fingerprint })
            .from(sshAccess)
            .where(
              and(
                eq(sshAccess.environmentId, siteId),
                eq(sshAccess.enabled, true),
                isNotNull(sshAccess.fingerprint),
                or(isNull(sshAccess.expiresAt), gt(sshAccess.expiresAt, sql`now()`)),
              ),
            )
            .orderBy(asc(sshAccess.id))
        ).map((row) => row.fingerprint!),
      }
    : null;
  await siteConfig.rebuild(site, lists).catch((error: unknown) => {
    throw error instanceof SiteConfigError ? badGateway(RELOAD_FAILED, error) : error;
  });
}
