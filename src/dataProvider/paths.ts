import { callPath } from './callPath';
import type { Role } from '../rules/access';

type PathOf = (meta: Record<string, unknown>) => string;

/**
 * Resource -> API path, for resources whose path is not their name (nested ones take ids from
 * `meta`, e.g. `{ boltId }`). Resources not listed here use their name.
 */
export const resourcePaths: Record<string, string | PathOf> = {
  boltDatabases: (meta) => callPath`bolts/${String(meta.boltId)}/databases`,
  // A Bolt's people (its account's owners and invited members), each read and removed under the Bolt too.
  boltUsers: (meta) => callPath`bolts/${String(meta.boltId)}/users`,
  // A Bolt's sites are listed under the Bolt; a new site names its Bolt in the query (spec 2 §7
  // POST environments?bolt={id}); one site is read, changed and deleted on its own path.
  environments: (meta) =>
    meta.boltId !== undefined
      ? callPath`bolts/${String(meta.boltId)}/environments`
      : meta.newInBolt !== undefined
        ? callPath`environments?bolt=${String(meta.newInBolt)}`
        : 'environments',
  // A site's SSH keys: the keys given to it (GET ssh-keys?environmentId=, see parentQuery) and each key on its own path.
  siteSshKeys: 'ssh-keys',
  siteSshAccess: (meta) => callPath`environments/${String(meta.siteId)}/ssh-access`,
  // The provider's Support keys (admins, /ssh-management): the admin's own account's keys.
  'ssh-management': 'ssh-keys',
  // A site's cron jobs are listed under the site; one is created (naming its site in a relationship,
  // see resourceRelationships), read, changed and deleted at cronjobs/….
  siteCronjobs: (meta) => (meta.siteId === undefined ? 'cronjobs' : callPath`environments/${String(meta.siteId)}/cronjobs`),
  siteDatabases: (meta) => callPath`environments/${String(meta.siteId)}/databases`,
  // A site's domains: listed, read and deleted under the site (spec 2 §7).
  siteDomains: (meta) => callPath`environments/${String(meta.siteId)}/domains`,
  // Staff pages of spec 1 §2 over the provisioning and certificate APIs (spec 2 §7).
  orders: 'provisioning/servebolt-cdn/orders',
  'certificate-orders': 'certificates',
  'expiring-ssl': 'certificates',
  'provisioning-logs': 'provisioning/logs',
  // Staff's lists over Bolts (spec 1 §7 GET bolts/archive, GET admin bolts/dynamic-requests).
  'bolt-archive': 'bolts/archive',
  'dynamic-requests': 'bolts/dynamic-requests',
  // A rebuild's per-site results, under the rebuild.
  rebuildSites: (meta) => callPath`rebuild-sites-config/${String(meta.rebuildId)}/sites`,
};

/**
 * Plain query parameters a nested list sends with its page, where the API names the parent that
 * way rather than in its path (spec 2 §7 `GET ssh-keys?environmentId={envId}`).
 */
const parentQueries: Record<string, (meta: Record<string, unknown>) => Record<string, string>> = {
  siteSshKeys: (meta) => ({ environmentId: String(meta.siteId) }),
};
export const parentQuery = (resource: string, meta: Record<string, unknown> = {}) => Object.entries(parentQueries[resource]?.(meta) ?? {});

/**
 * Resources every role calls on the plain path: on /ssh-keys staff too manage their own account's
 * keys (the provider's Support keys); admin/ssh-keys would list every account's.
 */
const ownPathResources = new Set(['ssh-keys', 'ssh-management']);

/**
 * JSON:API `type` of resources whose react-admin name differs from it: a nested list gets its own
 * name (its own cache and access) while the API still expects the record's type in writes.
 */
const resourceTypes: Record<string, string> = {
  boltDatabases: 'databases',
  boltUsers: 'bolt-users',
  siteSshKeys: 'ssh-keys',
  siteSshAccess: 'ssh-access',
  'ssh-management': 'ssh-keys',
  siteCronjobs: 'cronjobs',
  siteDatabases: 'databases',
  siteDomains: 'domains',
};
export const apiType = (resource: string) => resourceTypes[resource] ?? resource;

/**
 * Fields a write sends as a JSON:API relationship (`<name>Id` -> relationships.<name>, with the
 * related type) rather than as an attribute; reads give them back as `<name>Id` (records.ts
 * fromApi). A new cron job names its site this way (spec 2 §7: POST cronjobs with
 * relationships.environment).
 */
const resourceRelationships: Record<string, Record<string, string>> = { siteCronjobs: { environmentId: 'environments' } };
export const apiRelationships = (resource: string) => resourceRelationships[resource] ?? {};

/** Spec 1 §6: staff and admins call admin/… paths. */
export function apiPath(resource: string, role: Role, meta: Record<string, unknown> = {}): string {
  const entry = resourcePaths[resource];
  const path = typeof entry === 'function' ? entry(meta) : (entry ?? resource);
  return role === 'customer' || ownPathResources.has(resource) ? path : `admin/${path}`;
}
