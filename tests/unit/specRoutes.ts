/**
 * The route table of spec 1 §2 (with the site paths of spec 2 §2), copied here because CI runs on
 * a clone without the specs. Paths, route names, access flags and layouts are written as the spec
 * writes them: `{param}` placeholders, the flag a route carries, the layout in brackets. A route
 * the spec gives no flag is open to everyone; one it gives no layout may use any. Where the spec
 * lists a route name apart from its path (e.g. server-caching, user-information), the name sits on
 * the path it describes.
 */
export type SpecFlag = 'isStaffOnly' | 'isAdminOnly' | 'isCustomerOnly';

export interface SpecRoute {
  path: string;
  name?: string;
  flag?: SpecFlag;
  layout?: 'navigation' | 'minimal' | 'wizard' | 'topbar';
}

const staff = (...paths: string[]): SpecRoute[] => paths.map((path) => ({ path, flag: 'isStaffOnly' }));
const BOLT = '/bolts/{boltId}';
const SITE = `${BOLT}/environments/{envId}`;

/** Public and authentication. */
const entry: SpecRoute[] = [
  { path: '/', name: 'landing', layout: 'navigation' },
  { path: '/login', name: 'login' },
  { path: '/signup', name: 'signup', flag: 'isCustomerOnly', layout: 'minimal' },
  { path: '/verify-email', name: 'signup-verify-email', layout: 'minimal' },
  { path: '/auth', name: 'auth', layout: 'minimal' },
  { path: '/sso/canny', layout: 'minimal' },
  { path: '/siteredirect', layout: 'minimal' },
  { path: '/blocked', name: 'blocked', layout: 'minimal' },
  { path: '/cdn-wizard', name: 'cdn-wizard', layout: 'wizard' },
  { path: '/post-signup', name: 'post-signup-wizard', layout: 'wizard' },
];

/** Staff only, and the two admin-only routes. */
const staffTools: SpecRoute[] = [
  ...staff('/certificate-orders', '/expiring-ssl'),
  ...staff('/customers', '/customers/{userId}', '/customers/{userId}/bolts'),
  ...staff('/lockdown', '/lockdown/create'),
  ...staff('/dynamic-requests'),
  ...staff('/bolts/archive'),
  ...staff('/accounts', '/accounts/{accountId}/resource-allocation'),
  ...staff('/ssh-access', '/ssh-access/{siteId}', '/ssh-access/create'),
  ...staff('/ip-blocks', '/ip-blocks/create'),
  { path: '/orders', name: 'orders', flag: 'isStaffOnly' },
  ...staff('/user-agent', '/user-agent/create'),
  ...staff('/provisioning/cloudflare/logs'),
  ...staff('/rebuild-sites-config'),
  ...staff('/servers', '/servers/shared', '/servers/dedicated', '/servers/empty', '/servers/hidden', '/servers/{id}'),
  ...staff('/lookup'),
  { path: '/ssh-management', flag: 'isAdminOnly' },
  { path: '/ssh-management/create', flag: 'isAdminOnly' },
];

/** Bolts. */
const bolts: SpecRoute[] = [
  { path: '/bolts', name: 'bolts' },
  { path: '/bolts/create', layout: 'wizard' },
  { path: BOLT, name: 'specific-bolt' },
  { path: `${BOLT}/environments` },
  { path: `${BOLT}/environments/create` },
  { path: `${BOLT}/statistics` },
  { path: `${BOLT}/databases` },
  { path: `${BOLT}/databases/{dbId}` },
  { path: `${BOLT}/databases/create` },
  { path: `${BOLT}/databases/create/result` },
  { path: `${BOLT}/users-access` },
  { path: `${BOLT}/users-access/create` },
  { path: `${BOLT}/users-access/{userId}/edit` },
  { path: `${BOLT}/plan-and-billing` },
  { path: `${BOLT}/plan-and-billing/switch` },
  { path: `${BOLT}/change-storage` },
  { path: `${BOLT}/transfer`, layout: 'topbar' },
];

/** Site pages; the site itself is the named route environments.specific {boltId, envId}. */
const site: SpecRoute[] = [
  { path: SITE, name: 'environments.specific' },
  { path: `${SITE}/overview` },
  { path: `${SITE}/cache`, name: 'server-caching' },
  { path: `${SITE}/security` },
  { path: `${SITE}/php-settings`, name: 'php-settings' },
  { path: `${SITE}/admin-settings`, flag: 'isStaffOnly' },
  { path: `${SITE}/access`, name: 'environment-access' },
  { path: `${SITE}/access/settings/{id}/ssh-keys`, name: 'environment-access.settings' },
  { path: `${SITE}/domains`, name: 'environment-domains' },
  { path: `${SITE}/domains/create`, name: 'domain.create', layout: 'wizard' },
  { path: `${SITE}/domains/create-form` },
  { path: `${SITE}/domains/settings/{name}/{domainId}`, name: 'domain.settings' },
  { path: `${SITE}/domains/{name}/create-order-ssl/{domainId}` },
  { path: `${SITE}/domains/{name}/set-up-certificate/{domainId}` },
  { path: `${SITE}/redirection`, name: 'redirection' },
  { path: `${SITE}/databases` },
  { path: `${SITE}/databases/settings/{dbId}/database`, name: 'environment-databases.settings' },
  { path: `${SITE}/cronjobs` },
  { path: `${SITE}/git`, name: 'git-repository' },
  { path: `${SITE}/git/connect`, name: 'git.connect', layout: 'wizard' },
  { path: `${SITE}/addons`, flag: 'isStaffOnly' },
];

/** Other. */
const other: SpecRoute[] = [
  { path: '/domains' },
  { path: '/billing' },
  { path: '/ssh-keys', name: 'ssh-keys-list' },
  { path: '/ssh-keys/{id}' },
  { path: '/user-profile', name: 'user-information' },
  { path: '/account', name: 'account' },
  { path: '/security-settings' },
  { path: '/appearance' },
  { path: '/delete-account' },
];

export const specRoutes: readonly SpecRoute[] = [...entry, ...staffTools, ...bolts, ...site, ...other];
