/** Roles of a person within a Bolt, and what each may do there (enforced by the API). */
export const BOLT_ROLES = ['owner', 'partner', 'technical_contact', 'developer'] as const;
export type BoltRole = (typeof BOLT_ROLES)[number];

export type BoltPermission =
  'view' | 'manageSites' | 'manageDatabases' | 'viewBilling' | 'manageBilling' | 'manageUsers' | 'rename' | 'delete' | 'transfer';

/**
 * owner: everything. partner (an agency running the Bolt for the owner): everything but deleting
 * and transferring it. technical contact: the technical side (sites, databases) and reading the
 * plan. developer: sites and databases only.
 */
const PERMISSIONS: Record<BoltRole, readonly BoltPermission[]> = {
  owner: ['view', 'manageSites', 'manageDatabases', 'viewBilling', 'manageBilling', 'manageUsers', 'rename', 'delete', 'transfer'],
  partner: ['view', 'manageSites', 'manageDatabases', 'viewBilling', 'manageBilling', 'manageUsers', 'rename'],
  technical_contact: ['view', 'manageSites', 'manageDatabases', 'viewBilling'],
  developer: ['view', 'manageSites', 'manageDatabases'],
};

export const boltRoleCan = (role: BoltRole, permission: BoltPermission) => PERMISSIONS[role].includes(permission);

export const permissionsOf = (role: BoltRole) => PERMISSIONS[role];
