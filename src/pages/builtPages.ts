import { lazy, type ComponentType } from 'react';
import { AppearancePage } from './AppearancePage';
import { BlockedPage } from './BlockedPage';

/**
 * Built pages of the route table that are not registry resources, by route path (as written in
 * src/rules/routes.ts). Large areas load lazily: `lazy(() => import('../bolts/…'))`.
 */
export const builtPages: Record<string, ComponentType> = {
  '/bolts/:boltId/environments/:envId/access': lazy(() => import('../resources/sshKeys/SiteAccessPage')),
  '/bolts/:boltId/environments/:envId/access/settings/:id/ssh-keys': lazy(() => import('../resources/sshKeys/SshKeyDetailPage')),
  '/ssh-keys': lazy(() => import('../resources/sshKeys/SshKeysPage')),
  '/ssh-keys/:id': lazy(() => import('../resources/sshKeys/SshKeyDetailPage')),
  '/blocked': BlockedPage,
  '/appearance': AppearancePage,
  '/bolts/create': lazy(() => import('../wizards/boltCreate/BoltCreateWizard')),
  '/bolts/:boltId/environments': lazy(() => import('../resources/sites/list/SiteListPage')),
  '/bolts/:boltId/environments/create': lazy(() => import('../resources/sites/create/SiteCreatePage')),
  '/bolts/:boltId/environments/:envId': lazy(() => import('../resources/sites/SiteLandingRedirect')),
  '/bolts/:boltId/environments/:envId/overview': lazy(() => import('../resources/sites/overview/SiteOverviewPage')),
  '/bolts/:boltId/environments/:envId/admin-settings': lazy(() => import('../resources/sites/admin/SiteAdminSettingsPage')),
  '/bolts/:boltId/environments/:envId/php-settings': lazy(() => import('../resources/sites/php/PhpSettingsPage')),
  '/bolts/:boltId/environments/:envId/security': lazy(() => import('../resources/sites/security/SecurityPage')),
  '/bolts/:boltId/environments/:envId/addons': lazy(() => import('../resources/sites/addons/AddonsPage')),
  '/bolts/:boltId/statistics': lazy(() => import('../resources/bolts/statistics/StatisticsPage')),
  '/bolts/:boltId/databases': lazy(() => import('../resources/databases/bolt/DatabaseListPage')),
  '/bolts/:boltId/databases/create': lazy(() => import('../resources/databases/bolt/DatabaseCreatePage')),
  '/bolts/:boltId/databases/create/result': lazy(() => import('../resources/databases/bolt/DatabaseCreatedPage')),
  '/bolts/:boltId/databases/:dbId': lazy(() => import('../resources/databases/bolt/DatabaseDetailPage')),
  '/bolts/:boltId/plan-and-billing': lazy(() => import('../resources/bolts/billing/PlanAndBillingPage')),
  '/bolts/:boltId/plan-and-billing/switch': lazy(() => import('../resources/bolts/billing/SwitchPlanPage')),
  '/bolts/:boltId/change-storage': lazy(() => import('../resources/bolts/billing/ChangeStoragePage')),
  '/bolts/:boltId/transfer': lazy(() => import('../resources/bolts/transfer/TransferPage')),
  '/bolts/:boltId/users-access': lazy(() => import('../resources/boltUsers/UsersAccessPage')),
  '/bolts/:boltId/users-access/create': lazy(() => import('../resources/boltUsers/UserInvitePage')),
  '/bolts/:boltId/users-access/:userId/edit': lazy(() => import('../resources/boltUsers/UserEditPage')),
  '/bolts/:boltId/environments/:envId/cronjobs': lazy(() => import('../resources/cronjobs/CronjobsPage')),
  '/bolts/:boltId/environments/:envId/cache': lazy(() => import('../resources/sites/cache/CachePage')),
  '/bolts/:boltId/environments/:envId/databases': lazy(() => import('../resources/databases/site/SiteDatabasesPage')),
  '/bolts/:boltId/environments/:envId/git': lazy(() => import('../resources/sites/git/GitRepositoryPage')),
  '/bolts/:boltId/environments/:envId/git/connect': lazy(() => import('../wizards/gitConnect/GitConnectWizard')),
  '/bolts/:boltId/environments/:envId/redirection': lazy(() => import('../resources/sites/redirection/RedirectionPage')),
};
