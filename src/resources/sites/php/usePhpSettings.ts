import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';
import type { AvailablePhpSettings } from './phpForm';

/** GET environments/{id}/available-settings: what the PHP page offers and what the site has. */
export function usePhpSettings(envId: string) {
  return useApiQuery(['available-settings', envId], async () => {
    const body = await apiCall<{ data: { id: string; attributes: Omit<AvailablePhpSettings, 'id'> } }>('GET', `environments/${envId}/available-settings`);
    return { id: body.data.id, ...body.data.attributes };
  });
}
