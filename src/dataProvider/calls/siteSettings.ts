import type { z } from 'zod';
import type { AvailablePhpSettings } from '../../resources/sites/php/phpForm';
import type { phpWorkersSchema } from '../../rules/schemas/php';
import type { MonarxRecord, SiteAddonRecord } from '../../rules/schemas/records/environment';
import { callPath } from '../callPath';
import type { ApiRecord } from '../records';
import { writeBody, type Answer, type CallContext } from './context';

/** An add-on of the catalogue as the site has it (spec 2 §7 GET environments/{id}/addons). */
export type SiteAddon = SiteAddonRecord['attributes'];

/** Calls of a site's settings pages (cache, PHP, security, add-ons) that are not CRUD. */
export const siteSettingsCalls = (api: CallContext) => ({
  /** Spec 2 §7 POST environments/{id}/purge_cache: everything (`?all=1`) or only the pages of some cache tags. */
  purgeCache: (siteId: string | number, purge: { all: true } | { tags: string }) =>
    'all' in purge
      ? api.send('POST', `${callPath`environments/${siteId}/purge_cache`}?all=1`)
      : api.send('POST', callPath`environments/${siteId}/purge_cache`, writeBody('environments', { tags: purge.tags })),

  /** Spec 2 §7 POST environments/{id}/dev-mode: development mode on (for 3 hours) or off; meta.message says which. */
  setDevMode: (siteId: string | number, enabled: boolean) =>
    api.send<Answer<ApiRecord>>('POST', callPath`environments/${siteId}/dev-mode`, writeBody('environments', { enabled })),

  /** Spec 2 §3 GET environments/{id}/available-settings: what the PHP page offers and what the site has. */
  phpSettings: async (siteId: string | number): Promise<AvailablePhpSettings> => {
    const { data } = await api.send<{ data: { id: string; attributes: Omit<AvailablePhpSettings, 'id'> } }>(
      'GET',
      callPath`environments/${siteId}/available-settings`,
    );
    return { id: data.id, ...data.attributes };
  },

  /** Spec 2 §7 POST environments/{id}/php/workers (staff): PHP-FPM workers; a null field goes back to its default. */
  savePhpWorkers: (siteId: string | number, attributes: z.output<typeof phpWorkersSchema>) =>
    api.send<Answer<ApiRecord>>('POST', callPath`environments/${siteId}/php/workers`, writeBody('environments', attributes)),

  /** Spec 2 §7 GET environments/{id}/addons (staff): the catalogue, each add-on as the site has it. */
  siteAddons: async (siteId: string | number) =>
    (await api.send<{ data: SiteAddonRecord[] }>('GET', callPath`environments/${siteId}/addons`)).data.map((record) => record.attributes),

  /**
   * Spec 2 §7 (staff): switching an add-on on adds it the first time (POST environments/{id}/addons)
   * and resumes it afterwards (PATCH …/addons/{name}); switching it off pauses it, so its set-up is kept.
   */
  switchAddon: (siteId: string | number, addon: Pick<SiteAddon, 'name' | 'added'>, enabled: boolean) =>
    addon.added
      ? api.send('PATCH', callPath`environments/${siteId}/addons/${addon.name}`, writeBody('addons', { enabled }))
      : api.send('POST', callPath`environments/${siteId}/addons`, writeBody('addons', { name: addon.name, enabled })),

  /** Spec 2 §7 DELETE environments/{id}/addons/{name} (staff, 204): removes an added add-on and its set-up. */
  removeAddon: async (siteId: string | number, name: string) => {
    await api.send('DELETE', callPath`environments/${siteId}/addons/${name}`);
  },

  /** Spec 2 §7 GET environments/{id}/security/monarx (staff): whether malware protection is on and possible. */
  malwareProtection: async (siteId: string | number) =>
    (await api.send<{ data: MonarxRecord }>('GET', callPath`environments/${siteId}/security/monarx`)).data.attributes,

  /** Spec 2 §7 POST (on) or DELETE (off) environments/{id}/security/monarx (staff, 204). */
  setMalwareProtection: async (siteId: string | number, enabled: boolean) => {
    await api.send(enabled ? 'POST' : 'DELETE', callPath`environments/${siteId}/security/monarx`);
  },
});
