import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';

/** An add-on of the catalogue as the site has it (GET environments/{id}/addons). */
export interface SiteAddon {
  name: string;
  title: string;
  description: string;
  added: boolean;
  enabled: boolean;
  addedAt: string | null;
}

export function useAddons(envId: string) {
  return useApiQuery(['addons', envId], async () => {
    const body = await apiCall<{ data: { attributes: SiteAddon }[] }>('GET', `environments/${envId}/addons`);
    return body.data.map((record) => record.attributes);
  });
}

/**
 * Switching an add-on on adds it the first time (POST) and resumes it afterwards (PATCH); switching
 * it off pauses it, so its set-up is kept.
 */
export const switchAddon = (envId: string, addon: SiteAddon, enabled: boolean) =>
  addon.added
    ? apiCall('PATCH', `environments/${envId}/addons/${addon.name}`, { data: { type: 'addons', attributes: { enabled } } })
    : apiCall('POST', `environments/${envId}/addons`, { data: { type: 'addons', attributes: { name: addon.name, enabled } } });
