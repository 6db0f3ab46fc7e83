import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../dataProvider/send';
import { API_KEY, useApiQuery } from '../../dataProvider/useApiQuery';
import type { CronFormValues } from './cronForm';

/** A cron job as GET environments/{id}/cronjobs lists it (spec 2 §3). */
export interface Cronjob extends CronFormValues {
  id: string;
  description: string | null;
}

interface ListBody {
  data: { id: string; attributes: Omit<Cronjob, 'id'> }[];
}

const key = (envId: string) => ['cronjobs', envId] as const;

/** The site's cron jobs, and a refresh for after a write. */
export function useCronjobs(envId: string) {
  const queryClient = useQueryClient();
  const query = useApiQuery(key(envId), async () => {
    const body = await apiCall<ListBody>('GET', `environments/${envId}/cronjobs?per_page=100`);
    return body.data.map(({ id, attributes }): Cronjob => ({ ...attributes, id }));
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [API_KEY, ...key(envId)] });
  return { ...query, refresh };
}

/** Spec 2 §7: attributes plus relationships.environment; a toggle sends only active and notifications. */
export const cronPayload = (attributes: Partial<CronFormValues>, envId?: string) => ({
  data: {
    type: 'cronjobs',
    attributes,
    ...(envId ? { relationships: { environment: { data: { type: 'environments', id: envId } } } } : {}),
  },
});
