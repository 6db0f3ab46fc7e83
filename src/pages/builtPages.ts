import { lazy, type ComponentType } from 'react';
import { AppearancePage } from './AppearancePage';
import { BlockedPage } from './BlockedPage';

/**
 * Built pages of the route table that are not registry resources, by route path (as written in
 * src/rules/routes.ts). Large areas load lazily: `lazy(() => import('../bolts/…'))`.
 */
export const builtPages: Record<string, ComponentType> = {
  '/bolts/:boltId/environments/:envId/access': lazy(() => import('../bolts/site/access/SiteAccessPage')),
  '/bolts/:boltId/environments/:envId/access/settings/:id/ssh-keys': lazy(() => import('../bolts/site/access/SshKeyDetailPage')),
  '/ssh-keys': lazy(() => import('../bolts/site/access/SshKeysPage')),
  '/ssh-keys/:id': lazy(() => import('../bolts/site/access/SshKeyDetailPage')),
  '/blocked': BlockedPage,
  '/appearance': AppearancePage,
  '/bolts/create': lazy(() => import('../wizards/boltCreate/BoltCreateWizard')),
  '/bolts/:boltId/environments': lazy(() => import('../bolts/sites/list/SiteListPage')),
  '/bolts/:boltId/environments/create': lazy(() => import('../bolts/sites/create/SiteCreatePage')),
  '/bolts/:boltId/environments/:envId': lazy(() => import('../bolts/sites/SiteLandingRedirect')),
  '/bolts/:boltId/environments/:envId/overview': lazy(() => import('../bolts/sites/overview/SiteOverviewPage')),
  '/bolts/:boltId/environments/:envId/admin-settings': lazy(() => import('../bolts/sites/admin/SiteAdminSettingsPage')),
  '/bolts/:boltId/environments/:envId/php-settings': lazy(() => import('../bolts/site/php/PhpSettingsPage')),
  '/bolts/:boltId/environments/:envId/security': lazy(() => import('../bolts/site/security/SecurityPage')),
  '/bolts/:boltId/environments/:envId/addons': lazy(() => import('../bolts/site/addons/AddonsPage')),
  '/bolts/:boltId/statistics': lazy(() => import('../bolts/statistics/StatisticsPage')),
  '/bolts/:boltId/databases': lazy(() => import('../bolts/databases/DatabaseListPage')),
  '/bolts/:boltId/databases/create': lazy(() => import('../bolts/databases/DatabaseCreatePage')),
  '/bolts/:boltId/databases/create/result': lazy(() => import('../bolts/databases/DatabaseCreatedPage')),
  '/bolts/:boltId/databases/:dbId': lazy(() => import('../bolts/databases/DatabaseDetailPage')),
  '/bolts/:boltId/plan-and-billing': lazy(() => import('../bolts/billing/PlanAndBillingPage')),
  '/bolts/:boltId/plan-and-billing/switch': lazy(() => import('../bolts/billing/SwitchPlanPage')),
  '/bolts/:boltId/change-storage': lazy(() => import('../bolts/billing/ChangeStoragePage')),
  '/bolts/:boltId/transfer': lazy(() => import('../bolts/transfer/TransferPage')),
  '/bolts/:boltId/users-access': lazy(() => import('../bolts/users/UsersAccessPage')),
  '/bolts/:boltId/users-access/create': lazy(() => import('../bolts/users/UserInvitePage')),
  '/bolts/:boltId/users-access/:userId/edit': lazy(() => import('../bolts/users/UserEditPage')),
  '/bolts/:boltId/environments/:envId/cronjobs': lazy(() => import('../bolts/site/cronjobs/CronjobsPage')),
  '/bolts/:boltId/environments/:envId/cache': lazy(() => import('../bolts/site/cache/CachePage')),
  '/bolts/:boltId/environments/:envId/databases': lazy(() => import('../bolts/site/databases/SiteDatabasesPage')),
  '/bolts/:boltId/environments/:envId/git': lazy(() => import('../bolts/site/git/GitRepositoryPage')),
  '/bolts/:boltId/environments/:envId/git/connect': lazy(() => import('../wizards/gitConnect/GitConnectWizard')),
  '/bolts/:boltId/environments/:envId/redirection': lazy(() => import('../bolts/site/redirection/RedirectionPage')),
};
