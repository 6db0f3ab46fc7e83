import type { ResourceAccess } from './access';

/** Who may do what with each declared resource; read by the panel's registry and by the API. */
export const boltAccess: ResourceAccess = {
  actions: { customer: ['list', 'show', 'edit'], staff: ['list', 'show', 'edit'], admin: ['list', 'show', 'edit'] },
};
export const ipBlockAccess: ResourceAccess = { isStaffOnly: true };
export const userAgentBlockAccess: ResourceAccess = { isStaffOnly: true };
export const lockdownAccess: ResourceAccess = { isStaffOnly: true };
/** Staff keep the inventory; only admins remove a server (and only an empty one). */
export const serverAccess: ResourceAccess = {
  isStaffOnly: true,
  actions: { staff: ['list', 'show', 'create', 'edit'] },
};
export const serverDatabaseAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };
export const serverCronjobAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };
/** Staff's view of checkouts (paid ones without a Bolt to complete); customers see theirs through the wizard. */
export const checkoutAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };

/** Staff's list of the people who sign in to customer accounts and one's page (spec 1 §2 /customers, /customers/{userId}). */
export const customerUserAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list', 'show'], admin: ['list', 'show'] } };

/** The audit trail of every write (README "Audit trail"): staff read all of it, nobody writes it. */
export const auditEventAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list', 'show'], admin: ['list', 'show'] } };
/** Rebuilds of sites' configuration and PHP: staff follow them, admins start them (spec 1 §6). */
export const rebuildAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list', 'show'], admin: ['list', 'show', 'create'] } };
/** Customer accounts and what their Bolts use against their plans (spec 1 §2 /accounts): staff read them. */
export const accountAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };
/** A customer's own account's activity; staff read the full trail instead. */
export const activityAccess: ResourceAccess = { isCustomerOnly: true, actions: { customer: ['list', 'show'] } };

/** Every role keeps the SSH keys of its own account (spec 1 §2 /ssh-keys). */
export const sshKeyAccess: ResourceAccess = {};
/** A site's keys and access entries: anyone who may see the site; the API checks who manages it. */
export const siteSshKeyAccess: ResourceAccess = {};
/** Customers remove user keys' access; Support access is granted by staff (spec 1 §1, spec 2 §9). */
export const siteSshAccessAccess: ResourceAccess = {
  actions: { customer: ['list', 'delete'], staff: ['list', 'create', 'delete'], admin: ['list', 'create', 'delete'] },
};
/** Staff's pages over access (spec 1 §2 /ssh-access): every Support access, a grant, one site's entries (its edit route). */
export const sshAccessAccess: ResourceAccess = {
  isStaffOnly: true,
  actions: { staff: ['list', 'create', 'edit'], admin: ['list', 'create', 'edit'] },
};
/** The provider's Support keys (spec 1 §2 /ssh-management, admin only): its own account's SSH keys. */
export const sshManagementAccess: ResourceAccess = { isAdminOnly: true, actions: { admin: ['list', 'create', 'delete'] } };

/** A site's cron jobs and the databases it uses: anyone who may see the site; the API checks the Bolt role. */
export const siteCronjobAccess: ResourceAccess = {};
export const siteDatabaseAccess: ResourceAccess = {};

/** Domains: a site's, anyone who may see the site (the API checks who may add or delete); staff see every account's. */
export const siteDomainAccess: ResourceAccess = {};
export const domainAccess: ResourceAccess = {};

/** Staff's CDN orders (/orders): the list, one order's status, and deleting one (spec 1 §2, spec 2 §5). */
export const provisioningOrderAccess: ResourceAccess = {
  isStaffOnly: true,
  actions: { staff: ['list', 'edit', 'delete'], admin: ['list', 'edit', 'delete'] },
};
/** Staff's certificate orders and expiring certificates (spec 1 §2); reprocessing is admin-only (spec 2 §7). */
export const certificateOrderAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };

/** Invoices and credit notes (spec 1 §2 /billing): the account's own, every account's for staff; the billing job writes them. */
export const invoiceAccess: ResourceAccess = {
  actions: { customer: ['list', 'show'], staff: ['list', 'show'], admin: ['list', 'show'] },
};
export const creditNoteAccess: ResourceAccess = { actions: { customer: ['list'], staff: ['list'], admin: ['list'] } };

/** A Bolt's sites: anyone who may see the Bolt; the API checks who may create, change or delete them (spec 2 §6). */
export const siteAccess: ResourceAccess = {};

/** Access by react-admin resource name: the route table takes its resource routes' flags from here. */
export const resourceAccessByName: Record<string, ResourceAccess> = {
  bolts: boltAccess,
  environments: siteAccess,
  'ip-blocks': ipBlockAccess,
  'user-agent': userAgentBlockAccess,
  lockdown: lockdownAccess,
  servers: serverAccess,
  customers: customerUserAccess,
  databases: serverDatabaseAccess,
  cronjobs: serverCronjobAccess,
  siteCronjobs: siteCronjobAccess,
  siteDatabases: siteDatabaseAccess,
  'ssh-keys': sshKeyAccess,
  siteSshKeys: siteSshKeyAccess,
  siteSshAccess: siteSshAccessAccess,
  'ssh-access': sshAccessAccess,
  'ssh-management': sshManagementAccess,
  domains: domainAccess,
  siteDomains: siteDomainAccess,
  orders: provisioningOrderAccess,
  'certificate-orders': certificateOrderAccess,
  'expiring-ssl': certificateOrderAccess,
  invoices: invoiceAccess,
  'credit-notes': creditNoteAccess,
  'audit-events': auditEventAccess,
  activity: activityAccess,
  'rebuild-sites-config': rebuildAccess,
  rebuildSites: rebuildAccess,
  accounts: accountAccess,
};
