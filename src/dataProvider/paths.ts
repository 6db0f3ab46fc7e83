import { callPath } from './callPath';
import type { Role } from '../rules/access';

type PathOf = (meta: Record<string, unknown>) => string;

/**
 * Resource -> API path, for resources whose path is not their name (nested ones take ids from
 * `meta`, e.g. `{ boltId }`). Resources not listed here use their name.
 */
export const resourcePaths: Record<string, string | PathOf> = {
  boltDatabases: (meta) => callPath`bolts/${String(meta.boltId)}/databases`,
  // A Bolt's sites are listed under the Bolt; one site is read, changed and deleted on its own path.
  environments: (meta) => (meta.boltId === undefined ? 'environments' : callPath`bolts/${String(meta.boltId)}/environments`),
};

/**
 * JSON:API `type` of resources whose react-admin name differs from it: a nested list gets its own
 * name (its own cache and access) while the API still expects the record's type in writes.
 */
const resourceTypes: Record<string, string> = { boltDatabases: 'databases' };
export const apiType = (resource: string) => resourceTypes[resource] ?? resource;

/** Spec 1 §6: staff and admins call admin/… paths. */
export function apiPath(resource: string, role: Role, meta: Record<string, unknown> = {}): string {
  const entry = resourcePaths[resource];
  const path = typeof entry === 'function' ? entry(meta) : (entry ?? resource);
  return role === 'customer' ? path : `admin/${path}`;
}
