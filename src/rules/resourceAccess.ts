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

/** Access by react-admin resource name: the route table takes its resource routes' flags from here. */
export const resourceAccessByName: Record<string, ResourceAccess> = {
  bolts: boltAccess,
  'ip-blocks': ipBlockAccess,
  'user-agent': userAgentBlockAccess,
  lockdown: lockdownAccess,
  servers: serverAccess,
  databases: serverDatabaseAccess,
  cronjobs: serverCronjobAccess,
};
