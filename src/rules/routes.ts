import { passesFlags, type AccessFlags, type Role } from './access';
import { resourceAccessByName } from './resourceAccess';
import { isBoltId } from './schemas/bolt';

/**
 * Spec 1 §2 layouts. `default` is the root that picks a layout per route and `router-view` the bare
 * outlet nested pages render into; no page names either, the others are assigned below.
 */
export type LayoutName = 'default' | 'minimal' | 'navigation' | 'router-view' | 'app' | 'topbar' | 'wizard';

/** Spec 1 §2: top-menu entries whose title is hide are omitted. */
export const MENU_HIDE = 'hide';

/** Local-storage key where a top-menu click remembers the menu title (spec 1 §2). */
export const PREVIOUS_PATH_KEY = 'previousPath';

/** One route of spec 1 §2. Titles are i18n keys. */
export interface PanelRoute extends AccessFlags {
  /** react-router pattern (`:param`). */
  path: string;
  /** The spec's route name, where it gives one. */
  name?: string;
  /** Page title. */
  title: string;
  layout: LayoutName;
  /** A real page exists (a custom page, or a registry resource); otherwise "not available yet". */
  built: boolean;
  /** Served by this react-admin resource of the registry. */
  resource?: string;
  /** Reachable without signing in. */
  public?: boolean;
  /** The path of the section root the second-level navigation shows sub-items of. */
  section?: string;
  /** Top menu entry. */
  menuTitle?: string;
  /** Sub-item in the second-level navigation of its section. */
  subTitle?: string;
  /** Entry in the Bolt-level or site-level side menu. */
  boltMenuTitle?: string;
  siteMenuTitle?: string;
  /** Offered only for dedicated Bolts (change storage). */
  dedicatedOnly?: boolean;
}

const staff = { isStaffOnly: true } as const;
const t = (key: string) => `app.routes.${key}`;

const BOLT = '/bolts/:boltId';
const SITE = `${BOLT}/environments/:envId`;

/** Site pages of spec 1 §2 and spec 2 §2, under /bolts/{boltId}/environments/{envId}. */
const sitePages: PanelRoute[] = [
  { path: SITE, name: 'environments.specific', title: t('site'), built: true },
  { path: `${SITE}/overview`, title: t('siteOverview'), siteMenuTitle: t('siteOverview'), built: true },
  { path: `${SITE}/domains`, name: 'environment-domains', title: t('siteDomains'), siteMenuTitle: t('siteDomains') },
  { path: `${SITE}/domains/create`, name: 'domain.create', title: t('domainCreate'), layout: 'wizard' as const },
  { path: `${SITE}/domains/create-form`, title: t('domainCreateForm') },
  { path: `${SITE}/domains/settings/:name/:domainId`, name: 'domain.settings', title: t('domainSettings') },
  { path: `${SITE}/domains/:name/create-order-ssl/:domainId`, title: t('domainOrderSsl') },
  { path: `${SITE}/domains/:name/set-up-certificate/:domainId`, title: t('domainSetUpCertificate') },
  { path: `${SITE}/cache`, name: 'server-caching', title: t('siteCache'), siteMenuTitle: t('siteCache'), built: true },
  { path: `${SITE}/security`, title: t('siteSecurity'), siteMenuTitle: t('siteSecurity'), built: true },
  { path: `${SITE}/php-settings`, name: 'php-settings', title: t('sitePhp'), siteMenuTitle: t('sitePhp'), built: true },
  { path: `${SITE}/access`, name: 'environment-access', title: t('siteAccess'), siteMenuTitle: t('siteAccess'), built: true },
  { path: `${SITE}/access/settings/:id/ssh-keys`, name: 'environment-access.settings', title: t('siteSshKey'), built: true },
  { path: `${SITE}/redirection`, name: 'redirection', title: t('siteRedirection'), siteMenuTitle: t('siteRedirection'), built: true },
  { path: `${SITE}/databases`, title: t('siteDatabases'), siteMenuTitle: t('siteDatabases'), built: true },
  { path: `${SITE}/databases/settings/:dbId/database`, name: 'environment-databases.settings', title: t('siteDatabase') },
  { path: `${SITE}/cronjobs`, title: t('siteCronjobs'), siteMenuTitle: t('siteCronjobs'), built: true },
  { path: `${SITE}/git`, name: 'git-repository', title: t('siteGit'), siteMenuTitle: t('siteGit'), built: true },
  { path: `${SITE}/git/connect`, name: 'git.connect', title: t('siteGitConnect'), layout: 'wizard' as const, built: true },
  { path: `${SITE}/admin-settings`, title: t('siteAdminSettings'), siteMenuTitle: t('siteAdminSettings'), ...staff, built: true },
  { path: `${SITE}/addons`, title: t('siteAddons'), siteMenuTitle: t('siteAddons'), ...staff, built: true },
].map((route) => ({ layout: 'app' as const, built: false, section: '/bolts', ...route }));

/** Bolt pages of spec 1 §2, under /bolts/{boltId}. */
const boltPages: PanelRoute[] = [
  { path: BOLT, name: 'specific-bolt', title: t('bolt'), boltMenuTitle: t('boltDashboard'), built: true, resource: 'bolts' },
  { path: `${BOLT}/environments`, name: 'environments', title: t('boltSites'), boltMenuTitle: t('boltSites'), built: true },
  { path: `${BOLT}/environments/create`, title: t('boltSiteCreate'), built: true },
  { path: `${BOLT}/statistics`, title: t('boltStatistics'), boltMenuTitle: t('boltStatistics'), built: true },
  { path: `${BOLT}/databases`, title: t('boltDatabases'), boltMenuTitle: t('boltDatabases'), built: true },
  { path: `${BOLT}/databases/create`, title: t('boltDatabaseCreate'), built: true },
  { path: `${BOLT}/databases/create/result`, title: t('boltDatabaseCreated'), built: true },
  { path: `${BOLT}/databases/:dbId`, title: t('boltDatabase'), built: true },
  { path: `${BOLT}/users-access`, title: t('boltUsers'), boltMenuTitle: t('boltUsers'), built: true },
  { path: `${BOLT}/users-access/create`, title: t('boltUserCreate'), built: true },
  { path: `${BOLT}/users-access/:userId/edit`, title: t('boltUserEdit'), built: true },
  { path: `${BOLT}/plan-and-billing`, title: t('boltPlan'), boltMenuTitle: t('boltPlan'), built: true },
  { path: `${BOLT}/plan-and-billing/switch`, title: t('boltPlanSwitch'), built: true },
  { path: `${BOLT}/change-storage`, title: t('boltStorage'), boltMenuTitle: t('boltStorage'), dedicatedOnly: true, built: true },
  { path: `${BOLT}/transfer`, title: t('boltTransfer'), layout: 'topbar' as const, built: true },
].map((route) => ({ layout: 'app' as const, section: '/bolts', ...route }));

/** Provider staff tools of spec 1 §2 (staff-only; /ssh-management admin-only). */
const staffPages: PanelRoute[] = [
  { path: '/customers', title: t('customers'), menuTitle: t('customers') },
  { path: '/customers/:userId', title: t('customer'), section: '/customers' },
  { path: '/customers/:userId/bolts', title: t('customerBolts'), section: '/customers' },
  { path: '/accounts', title: t('accounts'), menuTitle: t('accounts') },
  { path: '/accounts/:accountId/resource-allocation', title: t('resourceAllocation'), section: '/accounts' },
  { path: '/lockdown', title: t('lockdown'), menuTitle: t('lockdown'), subTitle: t('lockdown'), built: true, resource: 'lockdown' },
  { path: '/lockdown/create', title: t('lockdownCreate'), section: '/lockdown', subTitle: t('lockdownCreate'), built: true, resource: 'lockdown' },
  { path: '/ip-blocks', title: t('ipBlocks'), menuTitle: t('ipBlocks'), subTitle: t('ipBlocks'), built: true, resource: 'ip-blocks' },
  { path: '/ip-blocks/create', title: t('ipBlockCreate'), section: '/ip-blocks', subTitle: t('ipBlockCreate'), built: true, resource: 'ip-blocks' },
  { path: '/user-agent', title: t('userAgents'), menuTitle: t('userAgents'), subTitle: t('userAgents'), built: true, resource: 'user-agent' },
  { path: '/user-agent/create', title: t('userAgentCreate'), section: '/user-agent', subTitle: t('userAgentCreate'), built: true, resource: 'user-agent' },
  // The servers list has its own tabs for these views (shared, dedicated, empty, hidden), so no sub-items.
  { path: '/servers', title: t('servers'), menuTitle: t('servers'), built: true, resource: 'servers' },
  ...(['shared', 'dedicated', 'empty', 'hidden'] as const).map((kind) => ({
    path: `/servers/${kind}`,
    title: t(`servers_${kind}`),
    section: '/servers',
    built: true,
    resource: 'servers',
  })),
  { path: '/servers/:id', title: t('server'), section: '/servers', built: true, resource: 'servers' },
  { path: '/certificate-orders', title: t('certificateOrders'), menuTitle: t('certificateOrders'), subTitle: t('certificateOrders') },
  { path: '/expiring-ssl', title: t('expiringSsl'), section: '/certificate-orders', subTitle: t('expiringSsl') },
  { path: '/orders', name: 'orders', title: t('cdnOrders'), menuTitle: t('cdnOrders') },
  { path: '/dynamic-requests', title: t('dynamicRequests'), menuTitle: t('dynamicRequests') },
  { path: '/bolts/archive', title: t('archive'), menuTitle: t('archive'), section: '/bolts', subTitle: t('archive') },
  { path: '/lookup', title: t('lookup'), menuTitle: t('lookup') },
  { path: '/ssh-access', title: t('sshAccess'), menuTitle: t('sshAccess'), subTitle: t('sshAccess') },
  { path: '/ssh-access/create', title: t('sshAccessCreate'), section: '/ssh-access', subTitle: t('sshAccessCreate') },
  { path: '/ssh-access/:siteId', title: t('sshAccessSite'), section: '/ssh-access' },
  { path: '/provisioning/cloudflare/logs', title: t('cloudflareLogs'), menuTitle: t('cloudflareLogs') },
  { path: '/rebuild-sites-config', title: t('rebuildSitesConfig'), menuTitle: t('rebuildSitesConfig') },
  { path: '/ssh-management', title: t('sshManagement'), menuTitle: t('sshManagement'), subTitle: t('sshManagement'), isAdminOnly: true },
  { path: '/ssh-management/create', title: t('sshManagementCreate'), section: '/ssh-management', subTitle: t('sshManagementCreate'), isAdminOnly: true },
].map((route) => ({ layout: 'app' as const, built: false, ...staff, ...route }));

/** Every route of spec 1 §2, in menu order (see `routes` for the flags of resource routes). */
const table: PanelRoute[] = [
  { path: '/', name: 'landing', title: t('landing'), menuTitle: MENU_HIDE, layout: 'navigation', built: true },
  { path: '/login', name: 'login', title: t('login'), layout: 'minimal', built: true, public: true },
  { path: '/signup', name: 'signup', title: t('signup'), layout: 'minimal', built: false, public: true, isCustomerOnly: true },
  { path: '/verify-email', name: 'signup-verify-email', title: t('verifyEmail'), layout: 'minimal', built: false, public: true },
  { path: '/auth', name: 'auth', title: t('auth'), layout: 'minimal', built: false, public: true },
  { path: '/sso/canny', title: t('ssoCanny'), layout: 'minimal', built: false },
  { path: '/siteredirect', title: t('siteRedirect'), layout: 'minimal', built: false },
  { path: '/blocked', name: 'blocked', title: t('blocked'), layout: 'minimal', built: true, public: true },
  { path: '/cdn-wizard', name: 'cdn-wizard', title: t('cdnWizard'), layout: 'wizard', built: false },
  { path: '/post-signup', name: 'post-signup-wizard', title: t('postSignup'), layout: 'wizard', built: false },

  { path: '/bolts', name: 'bolts', title: t('bolts'), menuTitle: t('bolts'), subTitle: t('boltsAll'), layout: 'app', built: true, resource: 'bolts' },
  { path: '/bolts/create', title: t('boltCreate'), section: '/bolts', subTitle: t('boltCreate'), layout: 'wizard', built: true },
  ...boltPages,
  ...sitePages,
  { path: '/domains', title: t('domains'), menuTitle: t('domains'), layout: 'app', built: false },
  { path: '/billing', title: t('billing'), menuTitle: t('billing'), layout: 'app', built: false },
  { path: '/ssh-keys', name: 'ssh-keys-list', title: t('sshKeys'), menuTitle: t('sshKeys'), layout: 'app', built: true },
  { path: '/ssh-keys/:id', title: t('sshKey'), section: '/ssh-keys', layout: 'app', built: true },
  ...staffPages,

  { path: '/account', name: 'account', title: t('account'), section: '/account', subTitle: t('account'), layout: 'app', built: false },
  { path: '/user-profile', name: 'user-information', title: t('userProfile'), section: '/account', subTitle: t('userProfile'), layout: 'app', built: false },
  { path: '/security-settings', title: t('security'), section: '/account', subTitle: t('security'), layout: 'app', built: false },
  { path: '/appearance', title: t('appearance'), section: '/account', subTitle: t('appearance'), layout: 'app', built: true },
  { path: '/delete-account', title: t('deleteAccount'), section: '/account', subTitle: t('deleteAccount'), layout: 'app', built: false },
];

/** A resource's routes carry the access flags of its declaration, the one the API enforces too. */
export const routes: readonly PanelRoute[] = table.map((route) => {
  const access = route.resource ? resourceAccessByName[route.resource] : undefined;
  if (!access) return route;
  const { isAdminOnly, isStaffOnly, isCustomerOnly } = access;
  return { ...route, isAdminOnly, isStaffOnly, isCustomerOnly };
});

const segments = (path: string) => path.split('/').filter(Boolean);

/** Path parameters that name a Bolt or a site: whole numbers >= 1 (spec 1 §2, §5). */
const ID_PARAMS = new Set(['boltId', 'envId']);

export type RouteMatch =
  | { kind: 'route'; route: PanelRoute; params: Record<string, string> }
  /** The path has a route's shape but a Bolt or site id that is not a whole number >= 1. */
  | { kind: 'invalid' }
  | { kind: 'unknown' };

/** The route a path belongs to; static segments win over parameters, as in react-router. */
export function matchRoute(pathname: string, table: readonly PanelRoute[] = routes): RouteMatch {
  const parts = segments(pathname).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  let best: { route: PanelRoute; params: Record<string, string>; score: number } | undefined;
  for (const route of table) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return true;
      }
      score += 1;
      return segment === parts[i];
    });
    if (fits && (!best || score > best.score)) best = { route, params, score };
  }
  if (!best) return { kind: 'unknown' };
  const badId = Object.entries(best.params).some(([name, value]) => ID_PARAMS.has(name) && !isBoltId(value));
  return badId ? { kind: 'invalid' } : { kind: 'route', route: best.route, params: best.params };
}

/**
 * What the shell does with a path for a role (spec 1 §2): show it, or send the user to landing
 * because a flag fails or the Bolt/site id is malformed. Unknown paths are left to the caller:
 * registry resources own paths this table does not list (e.g. edit pages).
 */
export function routeDecision(pathname: string, role: Role): 'show' | 'toLanding' | 'unknown' {
  const match = matchRoute(pathname);
  if (match.kind === 'unknown') return 'unknown';
  if (match.kind === 'invalid' || !passesFlags(role, match.route)) return 'toLanding';
  return 'show';
}

export interface MenuEntry {
  path: string;
  title: string;
}

const entry = (route: PanelRoute, title: string | undefined): MenuEntry => ({ path: route.path, title: title ?? route.title });
const isFlagged = (route: AccessFlags) => Boolean(route.isAdminOnly || route.isStaffOnly || route.isCustomerOnly);

/**
 * Spec 1 §2 and §6 top menu: routes with a menu title other than hide. Flagged routes stay out of
 * the main bar; staff and admins get the ones they pass under More.
 */
export function topMenu(role: Role, table: readonly PanelRoute[] = routes): { main: MenuEntry[]; more: MenuEntry[] } {
  const titled = table.filter((route) => route.menuTitle && route.menuTitle !== MENU_HIDE);
  return {
    main: titled.filter((route) => !isFlagged(route)).map((route) => entry(route, route.menuTitle)),
    more:
      role === 'customer'
        ? []
        : titled.filter((route) => isFlagged(route) && passesFlags(role, route)).map((route) => entry(route, route.menuTitle)),
  };
}

/** The section a route belongs to: its own path when it is a top-menu entry. */
export function sectionOf(route: PanelRoute): string | undefined {
  return route.section ?? (route.menuTitle && route.menuTitle !== MENU_HIDE ? route.path : undefined);
}

const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The section of a path: its route's, else the longest section root it lies under (registry
 * resources have pages this table does not list, e.g. /ip-blocks/{id}).
 */
export function sectionOfPath(pathname: string, table: readonly PanelRoute[] = routes): string | undefined {
  const match = matchRoute(pathname, table);
  if (match.kind === 'route') return sectionOf(match.route);
  const roots = table.map(sectionOf).filter((root): root is string => Boolean(root) && within(pathname, root!));
  return roots.sort((a, b) => b.length - a.length)[0];
}

/**
 * The top-menu entry to mark as current: the one last clicked (its title is remembered as the
 * previous path) while the path is still under it, else the entry of the path's section.
 */
export function activeMenuPath(
  pathname: string,
  previousTitle: string | null,
  entries: readonly MenuEntry[],
  table: readonly PanelRoute[] = routes,
): string | undefined {
  const remembered = entries.find((item) => item.title === previousTitle && within(pathname, item.path));
  if (remembered) return remembered.path;
  const section = sectionOfPath(pathname, table);
  return entries.find((item) => item.path === section)?.path;
}

/** Second-level navigation sub-items of a section the role may open. */
export function subItems(section: string | undefined, role: Role, table: readonly PanelRoute[] = routes): MenuEntry[] {
  if (!section) return [];
  return table
    .filter((route) => route.subTitle && sectionOf(route) === section && passesFlags(role, route))
    .map((route) => entry(route, route.subTitle));
}

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? `:${name}`));

/** Spec 1 §2 Bolt-level side menu for one Bolt; change storage only for dedicated Bolts. */
export function boltMenu(role: Role, boltId: number, dedicated: boolean, table: readonly PanelRoute[] = routes): MenuEntry[] {
  return table
    .filter((route) => route.boltMenuTitle && passesFlags(role, route) && (!route.dedicatedOnly || dedicated))
    .map((route) => ({ path: fill(route.path, { boltId }), title: route.boltMenuTitle! }));
}

/** Spec 1 §2 site-level side menu for one site. */
export function siteMenu(role: Role, boltId: number, envId: number, table: readonly PanelRoute[] = routes): MenuEntry[] {
  return table
    .filter((route) => route.siteMenuTitle && passesFlags(role, route))
    .map((route) => ({ path: fill(route.path, { boltId, envId }), title: route.siteMenuTitle! }));
}
