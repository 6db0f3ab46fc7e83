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
  { path: '/signup', name: 'signup', title: t('signup'), public: true, isCustomerOnly: true, page: () => import('../pages/signup/SignupPage') },
  {
    path: '/verify-email',
    name: 'signup-verify-email',
    title: t('verifyEmail'),
    public: true,
    page: () => import('../pages/signup/VerifyEmailPage'),
  },
  { path: '/auth', name: 'auth', title: t('auth'), public: true, page: () => import('../pages/auth/TokenSignInPage') },
  {
    path: '/reset-password',
    title: t('resetPassword'),
    public: true,
    addition: 'The page a password-reset link opens (spec 1 §7 POST auth/reset-password), linked from the sign-in page.',
    page: () => import('../pages/auth/ResetPasswordPage'),
  },
  { path: '/sso/canny', title: t('ssoCanny'), page: () => import('../pages/auth/CannySsoPage') },
  { path: '/siteredirect', title: t('siteRedirect'), page: () => import('../pages/auth/SiteRedirectPage') },
  { path: '/blocked', name: 'blocked', title: t('blocked'), public: true, page: () => import('../pages/BlockedPage') },
  {
    path: '/confirm-email-change',
    title: t('confirmEmailChange'),
    public: true,
    addition: 'The page the link mailed to a new e-mail address opens (spec 1 §7 PATCH user-profile); signup owns /verify-email.',
    page: () => import('../pages/account/ConfirmEmailChangePage'),
  },
  {
    path: '/account-deleted',
    title: t('accountDeleted'),
    public: true,
    addition: 'Where /delete-account ends: every session of the deleted account has ended, so it is public.',
    page: () => import('../pages/account/AccountDeletedPage'),
  },
  { path: '/cdn-wizard', name: 'cdn-wizard', title: t('cdnWizard'), layout: 'wizard', page: () => import('../wizards/cdnSetup/CdnSetupWizard') },
  {
    path: '/post-signup',
    name: 'post-signup-wizard',
    title: t('postSignup'),
    layout: 'wizard',
    page: () => import('../wizards/postSignup/PostSignupWizard'),
  },
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
  { path: '/billing', title: t('billing'), menuTitle: t('billing'), page: () => import('../resources/invoices/BillingPage') },
  { path: '/ssh-keys', name: 'ssh-keys-list', title: t('sshKeys'), menuTitle: t('sshKeys'), page: () => import('../resources/sshKeys/SshKeysPage') },
  { path: '/ssh-keys/:id', title: t('sshKey'), section: '/ssh-keys', page: () => import('../resources/sshKeys/SshKeyDetailPage') },
]);

/** The account settings section (spec 1 §2 Other), reached from the account menu. */
const accountPages = routeGroup({ layout: 'app', section: '/account' }, [
  { path: '/account', name: 'account', title: t('account'), subTitle: t('account'), page: () => import('../pages/account/AccountPage') },
  {
    path: '/user-profile',
    name: 'user-information',
    title: t('userProfile'),
    subTitle: t('userProfile'),
    page: () => import('../pages/account/UserProfilePage'),
  },
  { path: '/security-settings', title: t('security'), subTitle: t('security'), page: () => import('../pages/security/SecuritySettingsPage') },
  {
    path: '/activity',
    title: t('activity'),
    subTitle: t('activity'),
    resource: 'activity',
    addition: "Issue 13: the account's own activity, what its people and Support changed",
  },
  { path: '/appearance', title: t('appearance'), subTitle: t('appearance'), page: () => import('../pages/AppearancePage') },
  {
    path: '/delete-account',
    title: t('deleteAccount'),
    subTitle: t('deleteAccount'),
    page: () => import('../pages/account/DeleteAccountPage'),
  },
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
