import { lazy, type ComponentType } from 'react';
import { AppearancePage } from './AppearancePage';
import { BlockedPage } from './BlockedPage';

/**
 * Built pages of the route table that are not registry resources, by route path (as written in
 * src/rules/routes.ts). Large areas load lazily: `lazy(() => import('../bolts/…'))`.
 */
export const builtPages: Record<string, ComponentType> = {
  '/blocked': BlockedPage,
  '/appearance': AppearancePage,
  '/bolts/create': lazy(() => import('../wizards/boltCreate/BoltCreateWizard')),
  '/bolts/:boltId/environments': lazy(() => import('../bolts/sites/list/SiteListPage')),
  '/bolts/:boltId/environments/create': lazy(() => import('../bolts/sites/create/SiteCreatePage')),
  '/bolts/:boltId/environments/:envId': lazy(() => import('../bolts/sites/SiteLandingRedirect')),
  '/bolts/:boltId/environments/:envId/overview': lazy(() => import('../bolts/sites/overview/SiteOverviewPage')),
  '/bolts/:boltId/environments/:envId/admin-settings': lazy(() => import('../bolts/sites/admin/SiteAdminSettingsPage')),
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
};
