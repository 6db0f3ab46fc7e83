/** Roles of spec 1 §6 and the route/resource access predicate shared by the panel and the API. */
export type Role = 'customer' | 'staff' | 'admin';

export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete';

export interface AccessFlags {
  isAdminOnly?: boolean;
  isStaffOnly?: boolean;
  isCustomerOnly?: boolean;
}

/** Flags plus, optionally, the actions each role may take; a role absent from `actions` may take all. */
export interface ResourceAccess extends AccessFlags {
  actions?: Partial<Record<Role, readonly Action[]>>;
}

export function roleOf(user: { isServeboltAdmin?: boolean; isServeboltStaff?: boolean }): Role {
  if (user.isServeboltAdmin) return 'admin';
  if (user.isServeboltStaff) return 'staff';
  return 'customer';
}

export const isStaffRole = (role: Role) => role !== 'customer';

/** Spec 1 §6: staff see what is not customer-only and not admin-only; admins all but customer-only. */
export function passesFlags(role: Role, flags: AccessFlags): boolean {
  if (flags.isCustomerOnly) return role === 'customer';
  if (flags.isAdminOnly) return role === 'admin';
  if (flags.isStaffOnly) return role !== 'customer';
  return true;
}

/** Spec 1 §2 route access flags: the role flags, and a route offered only to accounts with a bucket id. */
export interface RouteAccessFlags extends AccessFlags {
  needsAccountBucket?: boolean;
}

/** Who the panel offers routes to: the signed-in user's role, and whether their account has a bucket id. */
export interface Viewer {
  role: Role;
  hasAccountBucket: boolean;
}

/** A viewer from the Access-token record (spec 1 §3): its role flags and its accountBucketId. */
export const viewerOf = (token: { isServeboltAdmin?: boolean; isServeboltStaff?: boolean; accountBucketId?: string | null }): Viewer => ({
  role: roleOf(token),
  hasAccountBucket: Boolean(token.accountBucketId),
});

/** Spec 1 §2: a route is offered when the role passes its flags and, if it needs an account bucket id, the account has one. */
export const offersRoute = (viewer: Viewer, flags: RouteAccessFlags): boolean =>
  passesFlags(viewer.role, flags) && (!flags.needsAccountBucket || viewer.hasAccountBucket);

export function canAccess(role: Role, action: Action, access: ResourceAccess): boolean {
  if (!passesFlags(role, access)) return false;
  const allowed = access.actions?.[role];
  return allowed ? allowed.includes(action) : true;
}
