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

/** Staff's list of the people who sign in to customer accounts (spec 1 §2 /customers). */
export const customerUserAccess: ResourceAccess = { isStaffOnly: true, actions: { staff: ['list'], admin: ['list'] } };

/** Every role keeps the SSH keys of its own account (spec 1 §2 /ssh-keys). */
export const sshKeyAccess: ResourceAccess = {};
/** A site's keys and access entries: anyone who may see the site; the API checks who manages it. */
export const siteSshKeyAccess: ResourceAccess = {};
/** Customers remove user keys' access; Support access is granted by staff (spec 1 §1, spec 2 §9). */
export const siteSshAccessAccess: ResourceAccess = {
  actions: { customer: ['list', 'delete'], staff: ['list', 'create', 'delete'], admin: ['list', 'create', 'delete'] },
};

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
  domains: domainAccess,
  siteDomains: siteDomainAccess,
  orders: provisioningOrderAccess,
  'certificate-orders': certificateOrderAccess,
  'expiring-ssl': certificateOrderAccess,
  invoices: invoiceAccess,
  'credit-notes': creditNoteAccess,
};
