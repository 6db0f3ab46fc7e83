import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import { CacheError, sandboxCache } from '../dataplane/cache.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import type { DbOrTx } from '../db/client.js';
import { bolts, domains, environments, servers, siteGit } from '../db/schema.js';
import { ApiError, badGateway, notFound } from '../http/errors.js';
import type { ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import { cachingMessages } from '../../src/rules/caching.js';
import { findLocation } from '../../src/rules/locations.js';
import { effectivePhpWorkers } from '../../src/rules/php.js';
import { PLAN_TERMS } from '../../src/rules/plans.js';
import { redirectionTarget } from '../../src/rules/redirection.js';
import { environmentMessages, type environmentUpdateSchema } from '../../src/rules/schemas/environment.js';
import type { environmentRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { boltInternalName, effectiveSshAccess, isDevMode, siteNameFor, SSH_PORT, webRoot } from '../../src/rules/site.js';
import { sshAccessMessages } from '../../src/rules/sshAccess.js';
import { planEnvironmentChanges } from './environmentChanges.js';
import { startRebuild } from './sitesConfig.js';
import type { SendJob } from '../jobs/types.js';
import type { Role } from '../../src/rules/access.js';

const cache = sandboxCache;
const siteConfig = sandboxSiteConfig;

/** Spec 2 §3 Environment domains: the site's domain names, ordered by name, read in the site's own query. */
const domainNames = sql<string[]>`coalesce((
  select json_agg(${domains.name} order by ${domains.name})
  from ${domains} where ${domains.environmentId} = ${environments.id}), '[]'::json)`;

/** The columns a site's record is made of: the site, its domains' names, and the server its Bolt runs on. */
export const environmentColumns = {
  id: environments.id,
  boltId: environments.boltId,
  title: environments.title,
  name: environments.name,
  state: environments.state,
  enabled: environments.enabled,
  reverseProxy: environments.reverseProxy,
  serving: environments.serving,
  configBuiltAt: environments.configBuiltAt,
  location: environments.location,
  isLegacy: environments.isLegacy,
  devModeUntil: environments.devModeUntil,
  cacheMode: environments.cacheMode,
  phpVersion: environments.phpVersion,
  phpMemoryLimit: environments.phpMemoryLimit,
  phpTimezone: environments.phpTimezone,
  phpExtensions: environments.phpExtensions,
  separatePhpErrorLog: environments.separatePhpErrorLog,
  phpWorkers: environments.phpWorkers,
  webFirewall: environments.webFirewall,
  forceHttps: environments.forceHttps,
  forceHttpsDomain: environments.forceHttpsDomain,
  forceDomain: environments.forceDomain,
  forceDomainHttps: environments.forceDomainHttps,
  ssh: environments.ssh,
  sftp: environments.sftp,
  sshAccess: environments.sshAccess,
  apiKey: environments.apiKey,
  createdAt: environments.createdAt,
  hostname: servers.hostname,
  ip: servers.ip,
  ipv6: servers.ipv6,
  domains: domainNames,
  serverName: servers.name,
  plan: bolts.plan,
  /** Spec 2 §3 deleted: the site went with its Bolt (archived, or its scheduled deletion came). */
  deleted: sql<boolean>`not (${liveBolt})`,
  repodef: siteGit.repodef,
  autopull: siteGit.autopull,
  gitConnected: siteGit.connected,
};

const selectEnvironments = (db: DbOrTx, fields: ListFields = environmentColumns) =>
  db
    .select(fields as typeof environmentColumns)
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .leftJoin(servers, eq(servers.id, bolts.serverId))
    .leftJoin(siteGit, eq(siteGit.environmentId, environments.id))
    .$dynamic();

export type EnvironmentRow = Awaited<ReturnType<typeof selectEnvironments>>[number];

export async function findEnvironment(db: DbOrTx, siteId: number): Promise<EnvironmentRow> {
  const [row] = await selectEnvironments(db).where(eq(environments.id, siteId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A site as the API shows it (spec 2 §3). Connection facts (hostname, ip, internal URL) come from
 * the server of the site's Bolt. The API key is shown only where `withApiKey` says the caller may
 * manage the site; lists never carry it.
 */
export function environmentRecord(row: EnvironmentRow, withApiKey: boolean, now = Date.now()): z.output<typeof environmentRecordSchema> {
  const devMode = isDevMode(row.devModeUntil, now);
  return {
    id: String(row.id),
    type: 'environments',
    attributes: {
      title: row.title,
      name: row.name,
      internalName: row.name,
      state: row.state,
      enabled: row.enabled,
      deleted: row.deleted,
      reverseProxy: row.reverseProxy,
      serving: row.serving,
      configBuiltAt: row.configBuiltAt,
      location: row.location,
      isLegacy: row.isLegacy,
      devMode,
      devModeUntil: devMode ? row.devModeUntil : null,
      cacheMode: row.cacheMode,
      phpVersion: row.phpVersion,
      phpMemoryLimit: row.phpMemoryLimit,
      phpTimezone: row.phpTimezone,
      phpExtensions: row.phpExtensions,
      separatePhpErrorLog: row.separatePhpErrorLog,
      phpWorkers: effectivePhpWorkers(row.phpWorkers),
      cloudflareLock: row.webFirewall,
      // Spec 2 §3: a string; a legacy site's forced HTTPS domain ('' for none), else 'true'/'false'.
      forceHTTPS: row.isLegacy ? (row.forceHttpsDomain ?? '') : String(row.forceHttps),
      forceDomain: row.forceDomain ? { https: row.forceDomainHttps, domain: row.forceDomain } : null,
      redirectTarget: redirectionTarget(row),
      // Spec 2 §3 git (with autopull): null until the site has a repository whose connection test passed.
      git: row.repodef !== null && row.gitConnected && row.autopull !== null ? { autopull: row.autopull } : null,
      ssh: row.ssh,
      sftp: row.sftp,
      sshAccess: effectiveSshAccess(row.sshAccess, row.ssh),
      sshUsername: row.name,
      sshPort: SSH_PORT,
      hostname: row.hostname,
      internalUrl: row.hostname ? `https://${row.name}.${row.hostname}` : null,
      ip: row.ip,
      // Spec 2 §2.1 shows a missing one as '-'.
      ipv6: row.ipv6,
      domains: row.domains,
      webRoot: webRoot(row.isLegacy, row.boltId, row.name),
      boltId: row.boltId,
      createdAt: row.createdAt,
      ...(withApiKey ? { apikey: row.apiKey } : {}),
    },
    relationships: {
      bolt: { data: { type: 'bolts', id: String(row.boltId), attributes: { internalName: boltInternalName(row.boltId) } } },
    },
  };
}

/** A site's record for a caller who may manage it (with its API key), read inside the caller's transaction. */
export const managedSite = async (db: DbOrTx, siteId: number) => environmentRecord(await findEnvironment(db, siteId), true);

const listSpec: ListSpec = {
  id: environments.id,
  sortable: {
    title: environments.title,
    name: environments.name,
    state: environments.state,
    createdAt: environments.createdAt,
  },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { state: environments.state },
  search: [environments.title],
};

/** Spec 1 §7 GET bolts/{id}/environments: a page of a Bolt's sites, without their API keys. */
export const listSites = (db: DbOrTx, boltId: number, query: ListQuery & Record<string, unknown>) =>
  listPage(
    db,
    (fields) => selectEnvironments(db, fields),
    eq(environments.boltId, boltId),
    listSpec,
    query,
    (row) => environmentRecord(row, false),
  );

const limitReached = (sites: number) =>
  new ApiError(422, [
    {
      status: '422',
      code: 'limit_reached',
      title: 'Limit reached',
      detail: environmentMessages.limitReached(sites),
      source: { pointer: '/data' },
    },
  ]);

/**
 * Inserts a site into a locked Bolt: the plan's site limit (PLAN_TERMS.sites), a system name made
 * from the title, and the Bolt's location and platform (legacy or not). Locking the Bolt row makes
 * the count and the name check hold against concurrent creations.
 */
async function insertSite(tx: DbOrTx, boltId: number, title: string): Promise<number> {
  const [bolt] = await tx
    .select({ plan: bolts.plan, location: bolts.location })
    .from(bolts)
    .where(and(eq(bolts.id, boltId), liveBolt))
    .for('update');
  if (!bolt) throw notFound();
  const limit = PLAN_TERMS[bolt.plan].sites;
  const [{ sites, legacy }] = await tx
    .select({ sites: count(), legacy: sql<boolean | null>`bool_or(${environments.isLegacy})` })
    .from(environments)
    .where(eq(environments.boltId, boltId));
  if (Number(sites) >= limit) throw limitReached(limit);
  // Names carry the Bolt id, so only this (locked) Bolt's sites can hold a candidate.
  const candidates = Array.from({ length: limit + 1 }, (_, attempt) => siteNameFor(title, boltId, attempt));
  const taken = new Set(
    (await tx.select({ name: environments.name }).from(environments).where(inArray(environments.name, candidates))).map((row) => row.name),
  );
  const [created] = await tx
    .insert(environments)
    .values({
      boltId,
      title,
      name: candidates.find((name) => !taken.has(name))!,
      location: bolt.location,
      // The Bolt's sites share its server's platform; a Bolt without sites goes by its location.
      isLegacy: legacy ?? findLocation(bolt.location)?.isLegacy ?? false,
    })
    .returning({ id: environments.id });
  return created.id;
}

/** Spec 2 §7 POST environments: a new site in the Bolt. */
export const createSite = (db: DbOrTx, boltId: number, title: string) =>
  db.transaction(async (tx) => managedSite(tx, await insertSite(tx, boltId, title)));

/**
 * Spec 2 §7 PATCH environments/{id}: the changes `planEnvironmentChanges` allows (the caller's role unlocks the
 * staff-only settings), saved with what they say they did. Spec 2 §4: a cache mode the servers
 * refuse is not saved (the panel falls back to none), nor is an SSH access they refuse.
 */
export const updateSite = (
  db: DbOrTx,
  send: SendJob,
  /** Who asks: a person's id, or null for a site's API key. */
  caller: { id: number | null; role: Role },
  siteId: number,
  attributes: z.output<typeof environmentUpdateSchema>,
) =>
  db.transaction(async (tx) => {
    const site = await findEnvironment(tx, siteId);
    const changes = planEnvironmentChanges(attributes, site, caller.role);
    if (Object.keys(changes.columns).length) await tx.update(environments).set(changes.columns).where(eq(environments.id, siteId));
    // What the server serves changed (admin settings): its configuration is rebuilt, as a job.
    if (changes.columns.enabled !== undefined || changes.columns.reverseProxy !== undefined)
      await startRebuild(tx, send, { kind: 'config', reason: 'site-settings', environmentIds: [siteId], requestedBy: caller.id });
    if (changes.cacheMode) {
      await cache.setMode(site, changes.cacheMode).catch((error: unknown) => {
        throw error instanceof CacheError ? badGateway(cachingMessages.changeFailed, error) : error;
      });
    }
    // Spec 2 §2.8: an SSH access change applies at once, so the site's server rebuilds its configuration
    // now; a refusal (sandbox: a site titled `fail-…`) saves none of the request.
    if (changes.columns.ssh !== undefined || changes.columns.sftp !== undefined) {
      await siteConfig.rebuild(site, null).catch((error: unknown) => {
        throw error instanceof SiteConfigError ? badGateway(sshAccessMessages.updateFailed, error) : error;
      });
    }
    return { data: await managedSite(tx, siteId), messages: changes.messages };
  });

export async function deleteSite(db: DbOrTx, siteId: number) {
  await db.delete(environments).where(eq(environments.id, siteId));
}
