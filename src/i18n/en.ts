import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';
import { routes } from './app/routes';
import { shell } from './app/shell';
import { search } from './app/search';
import { chat } from './app/chat';
import { certificates } from './app/certificates';
import { sidebar } from './app/sidebar';
import { account } from './app/account';
import { theme } from './app/theme';
import { palette, shortcuts } from './app/shortcuts';
import { appearance } from './app/appearance';
import { notAvailable } from './app/notAvailable';
import { landing } from './app/landing';
import { profile } from './app/profile';
import { accountDeletion } from './app/accountDeletion';
import { startLearning } from './app/startLearning';
import { blocked } from './app/blocked';
import { billing } from './app/billing';
import { login } from './app/login';
import { security } from './app/security';
import { passwordReset } from './app/passwordReset';
import { accountLinks } from './app/accountLinks';
import { signup } from './app/signup';
import { postSignup } from './app/postSignup';
import { prompt } from './app/prompt';
import { pagination } from './app/pagination';
import { version } from './app/version';
import { copy } from './app/copy';
import { state } from './app/state';
import { breadcrumbs } from './app/breadcrumbs';
import { boltPages } from './app/boltPages';
import { statistics } from './app/statistics';
import { plan } from './app/plan';
import { storage } from './app/storage';
import { transfer } from './app/transfer';
import { boltUsers } from './app/boltUsers';
import { wizard } from './app/wizard';
import { boltCreate } from './app/boltCreate';
import { dashboard } from './app/dashboard';
import { deletion } from './app/deletion';
import { sitePhp } from './app/sitePhp';
import { siteSecurity } from './app/siteSecurity';
import { siteAddons } from './app/siteAddons';
import { siteStatistics } from './app/siteStatistics';
import { siteWordpress } from './app/siteWordpress';
import { git } from './app/git';
import { gitConnect } from './app/gitConnect';
import { redirection } from './app/redirection';
import { sites } from './app/sites';
import { siteCronjobs } from './app/siteCronjobs';
import { siteCache } from './app/siteCache';
import { siteDbs } from './app/siteDbs';
import { siteAccess } from './app/siteAccess';
import { sshKeys } from './app/sshKeys';
import { cdnSetup } from './app/cdnSetup';
import { domains } from './app/domains';
import { domainCreate } from './app/domainCreate';
import { auditTrail } from './app/auditTrail';
import { bulk } from './app/bulk';
import { customerPage } from './app/customerPage';
import { lookup } from './app/lookup';
import { jobs } from './app/jobs';
import { activity, auditEvents } from './resources/auditEvents';
import { rebuilds } from './resources/rebuilds';
import { accounts as accountsResource } from './resources/accounts';
import { accounts as accountsApp } from './app/accounts';
import { shared } from './resources/shared';
import { bolts } from './resources/bolts';
import { ipBlocks } from './resources/ipBlocks';
import { userAgent } from './resources/userAgent';
import { lockdown } from './resources/lockdown';
import { servers } from './resources/servers';
import { boltDatabases } from './resources/boltDatabases';
import { databases } from './resources/databases';
import { cronjobs } from './resources/cronjobs';
import { siteCronjobs as siteCronjobsResource } from './resources/siteCronjobs';
import { siteDatabases } from './resources/siteDatabases';
import { orders } from './resources/orders';
import { customers } from './resources/customers';
import { invoices } from './resources/invoices';
import { creditNotes } from './resources/creditNotes';
import { certificateOrders, expiringSsl } from './resources/certificateOrders';
import { provisioningLogs } from './resources/provisioningLogs';
import { boltArchive as boltArchiveResource } from './resources/boltArchive';
import { dynamicRequests as dynamicRequestsResource } from './resources/dynamicRequests';
import { boltArchive } from './app/boltArchive';
import { dynamicRequests } from './app/dynamicRequests';
import { sshPages } from './app/sshPages';
import { sshAccess as sshAccessResource, sshManagement } from './resources/sshAccess';

/**
 * Every user-visible text of the panel: app strings under app.*, resource strings under
 * resources.<name>.*, one file per area in app/ and resources/.
 */
const panel = {
  app: {
    title: 'Hosting control panel',
    brand: 'Control panel',
    retry: 'Retry',
    loadFailed: 'This could not be loaded.',
    routes,
    shell,
    search,
    chat,
    certificates,
    sidebar,
    account,
    theme,
    shortcuts,
    palette,
    appearance,
    notAvailable,
    landing,
    profile,
    accountDeletion,
    startLearning,
    blocked,
    billing,
    login,
    security,
    passwordReset,
    accountLinks,
    signup,
    postSignup,
    prompt,
    pagination,
    version,
    copy,
    state,
    breadcrumbs,
    boltPages,
    statistics,
    plan,
    storage,
    transfer,
    boltUsers,
    wizard,
    boltCreate,
    dashboard,
    deletion,
    sitePhp,
    siteSecurity,
    siteAddons,
    siteStatistics,
    siteWordpress,
    git,
    gitConnect,
    redirection,
    sites,
    siteCronjobs,
    siteCache,
    siteDbs,
    siteAccess,
    sshKeys,
    cdnSetup,
    domains,
    domainCreate,
    auditTrail,
    bulk,
    accounts: accountsApp,
    customerPage,
    lookup,
    boltArchive,
    dynamicRequests,
    sshPages,
    jobs,
  },
  resources: {
    shared,
    bolts,
    'ip-blocks': ipBlocks,
    'user-agent': userAgent,
    lockdown,
    servers,
    boltDatabases,
    databases,
    cronjobs,
    siteCronjobs: siteCronjobsResource,
    siteDatabases,
    orders,
    customers,
    invoices,
    'credit-notes': creditNotes,
    'certificate-orders': certificateOrders,
    'expiring-ssl': expiringSsl,
    'provisioning-logs': provisioningLogs,
    'bolt-archive': boltArchiveResource,
    'dynamic-requests': dynamicRequestsResource,
    'audit-events': auditEvents,
    activity,
    'rebuild-sites-config': rebuilds,
    accounts: accountsResource,
    'ssh-access': sshAccessResource,
    'ssh-management': sshManagement,
  },
};

export const en: TranslationMessages = {
  ...englishMessages,
  ...panel,
  // Column names are said as written ("Sort by Name"), never with their first letter lowered ("iD").
  ra: { ...englishMessages.ra, sort: { ...englishMessages.ra.sort, sort_by: 'Sort by %{field} %{order}' } },
};
