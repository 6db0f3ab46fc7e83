import type { Role } from '../rules/access';

type PathOf = (meta: Record<string, unknown>) => string;

/**
 * Resource -> API path, for resources whose path is not their name (nested ones take ids from
 * `meta`, e.g. `{ boltId }`). Resources not listed here use their name.
 */
export const resourcePaths: Record<string, string | PathOf> = {};

/** Spec 1 §6: staff and admins call admin/… paths. */
export function apiPath(resource: string, role: Role, meta: Record<string, unknown> = {}): string {
  const entry = resourcePaths[resource];
  const path = typeof entry === 'function' ? entry(meta) : (entry ?? resource);
  return role === 'customer' ? path : `admin/${path}`;
}
