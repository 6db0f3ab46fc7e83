import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { apiCall } from '../../dataProvider/send';
import { API_KEY } from '../../dataProvider/useApiQuery';

/**
 * A write on a site's settings page: on success the API's own message (meta.message, spec 2 §8) is
 * the toast, and the site and its settings are read again so every card shows what is stored.
 */
export function useSiteWrite<V>(call: (value: V) => Promise<unknown>, fallbackMessage?: string) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (body) => {
      const message = (body as { meta?: { message?: string } } | undefined)?.meta?.message ?? fallbackMessage;
      if (message) notify(message, { type: 'success' });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [API_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['environments'] }),
      ]);
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
}

/** PATCH environments/{id} with some of its attributes (spec 2 §7). */
export const patchSite = (envId: string, attributes: Record<string, unknown>) =>
  apiCall('PATCH', `environments/${envId}`, { data: { type: 'environments', id: envId, attributes } });
