import { MENU_HIDE } from '../rules/routeMatch';
import { resourceAccessByName } from '../rules/resourceAccess';
import { boltPages } from './boltPages';
import { sitePages } from './sitePages';
import { staffPages } from './staffPages';
import { routeGroup, routeTitle as t, type PanelRoute, type RouteDeclaration } from './types';

/** Sign-in, signup and the other pages outside the app layout (spec 1 §2). */
const entryPages = routeGroup({ layout: 'minimal' }, [
  { path: '/', name: 'landing', title: t('landing'), menuTitle: MENU_HIDE, layout: 'navigation', page: () => import('../pages/LandingPage') },
  { path: '/login', name: 'login', title: t('login'), public: true, page: () => import('../pages/login/AdminLoginPage') },
  { path: '/signup', name: 'signup', title: t('signup'), public: true, isCustomerOnly: true, unbuilt: true },
  { path: '/verify-email', name: 'signup-verify-email', title: t('verifyEmail'), public: true, unbuilt: true },
  { path: '/auth', name: 'auth', title: t('auth'), public: true, unbuilt: true },
  { path: '/sso/canny', title: t('ssoCanny'), unbuilt: true },
  { path: '/siteredirect', title: t('siteRedirect'), unbuilt: true },
  { path: '/blocked', name: 'blocked', title: t('blocked'), public: true, page: () => import('../pages/BlockedPage') },
  { path: '/cdn-wizard', name: 'cdn-wizard', title: t('cdnWizard'), layout: 'wizard', page: () => import('../wizards/cdnSetup/CdnSetupWizard') },
  { path: '/post-signup', name: 'post-signup-wizard', title: t('postSignup'), layout: 'wizard', unbuilt: true },
]);

/** The customer's own sections of the top menu (spec 1 §2 Bolts and Other). */
const customerPages = routeGroup({ layout: 'app' }, [
  { path: '/bolts', name: 'bolts', title: t('bolts'), menuTitle: t('bolts'), subTitle: t('boltsAll'), resource: 'bolts' },
  {
    path: '/bolts/create',
    title: t('boltCreate'),
    section: '/bolts',
    subTitle: t('boltCreate'),
    layout: 'wizard',
    page: () => import('../wizards/boltCreate/BoltCreateWizard'),
  },
  ...boltPages,
  ...sitePages,
  { path: '/domains', title: t('domains'), menuTitle: t('domains'), page: () => import('../resources/domains/DomainsPage') },
  { path: '/billing', title: t('billing'), menuTitle: t('billing'), unbuilt: true },
  { path: '/ssh-keys', name: 'ssh-keys-list', title: t('sshKeys'), menuTitle: t('sshKeys'), page: () => import('../resources/sshKeys/SshKeysPage') },
  { path: '/ssh-keys/:id', title: t('sshKey'), section: '/ssh-keys', page: () => import('../resources/sshKeys/SshKeyDetailPage') },
]);

/** The account settings section (spec 1 §2 Other), reached from the account menu. */
const accountPages = routeGroup({ layout: 'app', section: '/account' }, [
  { path: '/account', name: 'account', title: t('account'), subTitle: t('account'), unbuilt: true },
  { path: '/user-profile', name: 'user-information', title: t('userProfile'), subTitle: t('userProfile'), unbuilt: true },
  { path: '/security-settings', title: t('security'), subTitle: t('security'), unbuilt: true },
  { path: '/appearance', title: t('appearance'), subTitle: t('appearance'), page: () => import('../pages/AppearancePage') },
  { path: '/delete-account', title: t('deleteAccount'), subTitle: t('deleteAccount'), unbuilt: true },
]);

/**
 * A route is built when it has a page or a registry resource serves it. A resource's routes carry
 * the access flags of its declaration, the one the API enforces too.
 */
function derive(route: RouteDeclaration): PanelRoute {
  const built = Boolean(route.page || route.resource);
  const access = route.resource ? resourceAccessByName[route.resource] : undefined;
  if (!access) return { ...route, built };
  const { isAdminOnly, isStaffOnly, isCustomerOnly } = access;
  return { ...route, isAdminOnly, isStaffOnly, isCustomerOnly, built };
}

/**
 * Every route of the panel, in menu order: the shell, the menus and the guards are built from it.
 * A new page is one line here (path, title, access flags and `page: () => import(...)`).
 */
export const routes: readonly PanelRoute[] = [...entryPages, ...customerPages, ...staffPages, ...accountPages].map(derive);
