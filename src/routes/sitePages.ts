import { routeGroup, routeTitle as t, staffOnly } from './types';

const SITE = '/bolts/:boltId/environments/:envId';

/** Site pages of spec 1 §2 and spec 2 §2, under /bolts/{boltId}/environments/{envId}. */
export const sitePages = routeGroup({ layout: 'app', section: '/bolts' }, [
  { path: SITE, name: 'environments.specific', title: t('site'), page: () => import('../resources/sites/SiteLandingRedirect') },
  {
    path: `${SITE}/overview`,
    title: t('siteOverview'),
    siteMenuTitle: t('siteOverview'),
    page: () => import('../resources/sites/overview/SiteOverviewPage'),
  },
  {
    path: `${SITE}/domains`,
    name: 'environment-domains',
    title: t('siteDomains'),
    siteMenuTitle: t('siteDomains'),
    page: () => import('../resources/domains/SiteDomainsPage'),
  },
  {
    path: `${SITE}/domains/create`,
    name: 'domain.create',
    title: t('domainCreate'),
    layout: 'wizard',
    page: () => import('../wizards/domainCreate/DomainCreateWizard'),
  },
  { path: `${SITE}/domains/create-form`, title: t('domainCreateForm'), page: () => import('../wizards/domainCreate/pages/DomainCreateFormPage') },
  {
    path: `${SITE}/domains/settings/:name/:domainId`,
    name: 'domain.settings',
    title: t('domainSettings'),
    page: () => import('../resources/domains/settings/DomainSettingsPage'),
  },
  {
    path: `${SITE}/domains/:name/create-order-ssl/:domainId`,
    title: t('domainOrderSsl'),
    page: () => import('../wizards/domainCreate/pages/CreateOrderSslPage'),
  },
  {
    path: `${SITE}/domains/:name/set-up-certificate/:domainId`,
    title: t('domainSetUpCertificate'),
    page: () => import('../wizards/domainCreate/pages/SetUpCertificatePage'),
  },
  {
    path: `${SITE}/cache`,
    name: 'server-caching',
    title: t('siteCache'),
    siteMenuTitle: t('siteCache'),
    page: () => import('../resources/sites/cache/CachePage'),
  },
  {
    path: `${SITE}/security`,
    title: t('siteSecurity'),
    siteMenuTitle: t('siteSecurity'),
    page: () => import('../resources/sites/security/SecurityPage'),
  },
  {
    path: `${SITE}/php-settings`,
    name: 'php-settings',
    title: t('sitePhp'),
    siteMenuTitle: t('sitePhp'),
    page: () => import('../resources/sites/php/PhpSettingsPage'),
  },
  {
    path: `${SITE}/access`,
    name: 'environment-access',
    title: t('siteAccess'),
    siteMenuTitle: t('siteAccess'),
    page: () => import('../resources/sshKeys/SiteAccessPage'),
  },
  {
    path: `${SITE}/access/settings/:id/ssh-keys`,
    name: 'environment-access.settings',
    title: t('siteSshKey'),
    page: () => import('../resources/sshKeys/SshKeyDetailPage'),
  },
  {
    path: `${SITE}/redirection`,
    name: 'redirection',
    title: t('siteRedirection'),
    siteMenuTitle: t('siteRedirection'),
    page: () => import('../resources/sites/redirection/RedirectionPage'),
  },
  {
    path: `${SITE}/databases`,
    title: t('siteDatabases'),
    siteMenuTitle: t('siteDatabases'),
    page: () => import('../resources/databases/site/SiteDatabasesPage'),
  },
  {
    path: `${SITE}/databases/settings/:dbId/database`,
    name: 'environment-databases.settings',
    title: t('siteDatabase'),
    page: () => import('../resources/databases/site/SiteDatabaseSettingsPage'),
  },
  { path: `${SITE}/cronjobs`, title: t('siteCronjobs'), siteMenuTitle: t('siteCronjobs'), page: () => import('../resources/cronjobs/CronjobsPage') },
  {
    path: `${SITE}/git`,
    name: 'git-repository',
    title: t('siteGit'),
    siteMenuTitle: t('siteGit'),
    page: () => import('../resources/sites/git/GitRepositoryPage'),
  },
  {
    path: `${SITE}/git/connect`,
    name: 'git.connect',
    title: t('siteGitConnect'),
    layout: 'wizard',
    page: () => import('../wizards/gitConnect/GitConnectWizard'),
  },
  {
    path: `${SITE}/admin-settings`,
    title: t('siteAdminSettings'),
    siteMenuTitle: t('siteAdminSettings'),
    ...staffOnly,
    page: () => import('../resources/sites/admin/SiteAdminSettingsPage'),
  },
  {
    path: `${SITE}/addons`,
    title: t('siteAddons'),
    siteMenuTitle: t('siteAddons'),
    ...staffOnly,
    page: () => import('../resources/sites/addons/AddonsPage'),
  },
]);
