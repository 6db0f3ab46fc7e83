import type { AdminSettingsRecord, SiteUsage, SshPasswordRecord } from '../../rules/schemas/records/environment';
import { querySearch, type PeriodQuery } from '../../resources/bolts/statistics/period';
import type { SiteStatistics } from '../../rules/schemas/records/statistics';
import { callPath } from '../callPath';
import type { CallContext } from './context';

/** Calls of a site (its overview and staff pages) that are not CRUD: typed methods of the data provider. */
export const sitesCalls = (api: CallContext) => ({
  /** Spec 2 §7 GET environments/{id}/usage: this period's dynamic requests (in millions) and storage. */
  siteUsage: async (siteId: string | number) => (await api.send<{ data: SiteUsage }>('GET', callPath`environments/${siteId}/usage`)).data,

  /**
   * Spec 2 §7 GET environments/{id}/statistics: a period of the statistics page (its period rule) in
   * three numbers: dynamic requests in millions, mean TTFB in ms, storage in MB.
   */
  siteStatistics: async (siteId: string | number, period: PeriodQuery) =>
    (await api.send<{ data: SiteStatistics }>('GET', `${callPath`environments/${siteId}/statistics`}?${querySearch(period)}`)).data.attributes,

  /** Spec 1 §2 GET admin/environments/{id}/admin-settings (staff): the blocks of the site's admin settings page. */
  siteAdminSettings: async (siteId: string | number) =>
    (await api.send<{ data: AdminSettingsRecord }>('GET', callPath`environments/${siteId}/admin-settings`)).data.attributes,

  /** Spec 2 §7 POST environments/{id}/reset-ssh-password: a new SSH password, answered once. */
  resetSshPassword: async (siteId: string | number) =>
    (await api.send<{ data: SshPasswordRecord }>('POST', callPath`environments/${siteId}/reset-ssh-password`)).data.attributes,

  /**
   * Spec 2 §7 POST admin/environments/{id}/reload?sync-crons-ssh=0|1 (staff, 204): rebuild the site's
   * configuration on its server, and with `syncCronsSsh` push its cron jobs and SSH access again.
   */
  reloadSite: async (siteId: string | number, syncCronsSsh: boolean) => {
    await api.send('POST', `${callPath`environments/${siteId}/reload`}?sync-crons-ssh=${syncCronsSsh ? 1 : 0}`);
  },
});
