import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bolts, environments, servers } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import { effectivePhpWorkers } from '../../src/rules/php.js';
import { redirectionTarget } from '../../src/rules/redirection.js';
import {
  boltInternalName,
  effectiveSshAccess,
  isDevMode,
  SSH_PORT,
  webRoot,
} from '../../src/rules/site.js';

/** The columns a site's record is made of: the site, and the server its Bolt runs on. */
export const environmentColumns = {
  id: environments.id,
  boltId: environments.boltId,
  title: environments.title,
  name: environments.name,
  state: environments.state,
  enabled: environments.enabled,
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
  serverName: servers.name,
  plan: bolts.plan,
};

export const selectEnvironments = (db: Db) =>
  db
    .select(environmentColumns)
    .from(environments)
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .leftJoin(servers, eq(servers.id, bolts.serverId))
    .$dynamic();

export type EnvironmentRow = Awaited<ReturnType<typeof selectEnvironments>>[number];

export async function findEnvironment(db: Db, siteId: number): Promise<EnvironmentRow> {
  const [row] = await selectEnvironments(db).where(eq(environments.id, siteId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/**
 * A site as the API shows it (spec 2 §3). Connection facts (hostname, ip, internal URL) come from
 * the server of the site's Bolt. The API key is shown only where `withApiKey` says the caller may
 * manage the site; lists never carry it.
 */
export function environmentRecord(row: EnvironmentRow, withApiKey: boolean, now = Date.now()) {
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
      ssh: row.ssh,
      sftp: row.sftp,
      sshAccess: effectiveSshAccess(row.sshAccess, row.ssh),
      sshUsername: row.name,
      sshPort: SSH_PORT,
      hostname: row.hostname,
      internalUrl: row.hostname ? `https://${row.name}.${row.hostname}` : null,
      ip: row.ip,
      // The server inventory holds no IPv6 addresses yet; spec 2 §2.1 shows a missing one as '-'.
      ipv6: null,
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
