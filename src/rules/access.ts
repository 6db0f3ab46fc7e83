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

export function canAccess(role: Role, action: Action, access: ResourceAccess): boolean {
  if (!passesFlags(role, access)) return false;
  const allowed = access.actions?.[role];
  return allowed ? allowed.includes(action) : true;
}
