import { routeGroup, routeTitle as t } from './types';

const BOLT = '/bolts/:boltId';

/** Bolt pages of spec 1 §2, under /bolts/{boltId}. */
export const boltPages = routeGroup({ layout: 'app', section: '/bolts' }, [
  { path: BOLT, name: 'specific-bolt', title: t('bolt'), boltMenuTitle: t('boltDashboard'), resource: 'bolts' },
  { path: `${BOLT}/environments`, title: t('boltSites'), boltMenuTitle: t('boltSites'), page: () => import('../resources/sites/list/SiteListPage') },
  { path: `${BOLT}/environments/create`, title: t('boltSiteCreate'), page: () => import('../resources/sites/create/SiteCreatePage') },
  {
    path: `${BOLT}/statistics`,
    title: t('boltStatistics'),
    boltMenuTitle: t('boltStatistics'),
    // README "Choices where the specs are silent": the charts read the account's metrics bucket.
    needsAccountBucket: true,
    page: () => import('../resources/bolts/statistics/StatisticsPage'),
  },
  {
    path: `${BOLT}/databases`,
    title: t('boltDatabases'),
    boltMenuTitle: t('boltDatabases'),
    page: () => import('../resources/databases/bolt/DatabaseListPage'),
  },
  { path: `${BOLT}/databases/create`, title: t('boltDatabaseCreate'), page: () => import('../resources/databases/bolt/DatabaseCreatePage') },
  { path: `${BOLT}/databases/create/result`, title: t('boltDatabaseCreated'), page: () => import('../resources/databases/bolt/DatabaseCreatedPage') },
  { path: `${BOLT}/databases/:dbId`, title: t('boltDatabase'), page: () => import('../resources/databases/bolt/DatabaseDetailPage') },
  {
    path: `${BOLT}/users-access`,
    title: t('boltUsers'),
    boltMenuTitle: t('boltUsers'),
    page: () => import('../resources/boltUsers/UsersAccessPage'),
  },
  { path: `${BOLT}/users-access/create`, title: t('boltUserCreate'), page: () => import('../resources/boltUsers/UserInvitePage') },
  { path: `${BOLT}/users-access/:userId/edit`, title: t('boltUserEdit'), page: () => import('../resources/boltUsers/UserEditPage') },
  {
    path: `${BOLT}/plan-and-billing`,
    title: t('boltPlan'),
    boltMenuTitle: t('boltPlan'),
    page: () => import('../resources/bolts/billing/PlanAndBillingPage'),
  },
  { path: `${BOLT}/plan-and-billing/switch`, title: t('boltPlanSwitch'), page: () => import('../resources/bolts/billing/SwitchPlanPage') },
  {
    path: `${BOLT}/change-storage`,
    title: t('boltStorage'),
    boltMenuTitle: t('boltStorage'),
    dedicatedOnly: true,
    page: () => import('../resources/bolts/billing/ChangeStoragePage'),
  },
  { path: `${BOLT}/transfer`, title: t('boltTransfer'), layout: 'topbar', page: () => import('../resources/bolts/transfer/TransferPage') },
]);
