import { routeGroup, routeTitle as t, staffOnly } from './types';

/** The servers list has its own tabs for these views, so they are no sub-items. */
const serverViews = (['shared', 'dedicated', 'empty', 'hidden'] as const).map((kind) => ({
  path: `/servers/${kind}`,
  title: t(`servers_${kind}`),
  section: '/servers',
  resource: 'servers',
}));

/** Provider staff tools of spec 1 §2: staff-only, /ssh-management admin-only. */
export const staffPages = routeGroup({ layout: 'app', ...staffOnly }, [
  { path: '/customers', title: t('customers'), menuTitle: t('customers'), resource: 'customers' },
  { path: '/customers/:userId', title: t('customer'), section: '/customers', unbuilt: true },
  { path: '/customers/:userId/bolts', title: t('customerBolts'), section: '/customers', unbuilt: true },
  { path: '/accounts', title: t('accounts'), menuTitle: t('accounts'), unbuilt: true },
  { path: '/accounts/:accountId/resource-allocation', title: t('resourceAllocation'), section: '/accounts', unbuilt: true },
  { path: '/lockdown', title: t('lockdown'), menuTitle: t('lockdown'), subTitle: t('lockdown'), resource: 'lockdown' },
  { path: '/lockdown/create', title: t('lockdownCreate'), section: '/lockdown', subTitle: t('lockdownCreate'), resource: 'lockdown' },
  { path: '/ip-blocks', title: t('ipBlocks'), menuTitle: t('ipBlocks'), subTitle: t('ipBlocks'), resource: 'ip-blocks' },
  { path: '/ip-blocks/create', title: t('ipBlockCreate'), section: '/ip-blocks', subTitle: t('ipBlockCreate'), resource: 'ip-blocks' },
  { path: '/user-agent', title: t('userAgents'), menuTitle: t('userAgents'), subTitle: t('userAgents'), resource: 'user-agent' },
  { path: '/user-agent/create', title: t('userAgentCreate'), section: '/user-agent', subTitle: t('userAgentCreate'), resource: 'user-agent' },
  { path: '/servers', title: t('servers'), menuTitle: t('servers'), resource: 'servers' },
  ...serverViews,
  { path: '/servers/:id', title: t('server'), section: '/servers', resource: 'servers' },
  {
    path: '/certificate-orders',
    title: t('certificateOrders'),
    menuTitle: t('certificateOrders'),
    subTitle: t('certificateOrders'),
    resource: 'certificate-orders',
  },
  { path: '/expiring-ssl', title: t('expiringSsl'), section: '/certificate-orders', subTitle: t('expiringSsl'), resource: 'expiring-ssl' },
  { path: '/orders', name: 'orders', title: t('cdnOrders'), menuTitle: t('cdnOrders'), resource: 'orders' },
  {
    path: '/orders/:id',
    title: t('cdnOrder'),
    section: '/orders',
    resource: 'orders',
    addition: 'spec 1 §2 /orders: an opened order shows its status',
  },
  { path: '/dynamic-requests', title: t('dynamicRequests'), menuTitle: t('dynamicRequests'), unbuilt: true },
  { path: '/bolts/archive', title: t('archive'), menuTitle: t('archive'), section: '/bolts', subTitle: t('archive'), unbuilt: true },
  { path: '/lookup', title: t('lookup'), menuTitle: t('lookup'), unbuilt: true },
  { path: '/ssh-access', title: t('sshAccess'), menuTitle: t('sshAccess'), subTitle: t('sshAccess'), unbuilt: true },
  { path: '/ssh-access/create', title: t('sshAccessCreate'), section: '/ssh-access', subTitle: t('sshAccessCreate'), unbuilt: true },
  { path: '/ssh-access/:siteId', title: t('sshAccessSite'), section: '/ssh-access', unbuilt: true },
  {
    path: '/provisioning/cloudflare/logs',
    title: t('cloudflareLogs'),
    menuTitle: t('cloudflareLogs'),
    page: () => import('../resources/provisioningLogs/ProvisioningLogsPage'),
  },
  { path: '/rebuild-sites-config', title: t('rebuildSitesConfig'), menuTitle: t('rebuildSitesConfig'), unbuilt: true },
  {
    path: '/ssh-management',
    title: t('sshManagement'),
    menuTitle: t('sshManagement'),
    subTitle: t('sshManagement'),
    isAdminOnly: true,
    unbuilt: true,
  },
  {
    path: '/ssh-management/create',
    title: t('sshManagementCreate'),
    section: '/ssh-management',
    subTitle: t('sshManagementCreate'),
    isAdminOnly: true,
    unbuilt: true,
  },
]);
