import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import type { EnvironmentUpdateInput } from '../../rules/schemas/environment';
import { siteKey } from './siteQueries';
import type { SiteRecord } from './useSite';

interface SiteUpdateOptions {
  /** The spec 2 §8 success text of this change (the API's answer carries it too, but react-admin keeps only the record). */
  success: string;
  /** The error toast where the spec names one; otherwise the API's error text (spec 1 §8). */
  failure?: string;
  onSuccess?: (site: SiteRecord) => void;
  onError?: (error: unknown) => void;
}

/**
 * Whether a write really happened. When a write fails with a 401 or a blocking 403, react-admin
 * sends the person to the sign-in or blocked page (the auth provider's checkError) and answers the
 * write with an empty record: nothing was saved, so nothing may be said.
 */
export const wasWritten = (record: RaRecord | undefined | null) => record?.id !== undefined;

/**
 * A change of the site record (PATCH environments/{id}, spec 2 §7) through react-admin's update,
 * pessimistic: the card waits for the API, react-admin puts the answered record in its cache, and the
 * reads of the site's pages (PHP settings, …) are read again.
 */
export function useSiteUpdate(siteId: string | number) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [update, { isPending, variables }] = useUpdate<SiteRecord>();
  const save = (data: EnvironmentUpdateInput, options: SiteUpdateOptions) =>
    update(
      'environments',
      { id: String(siteId), data: data as Partial<SiteRecord> },
      {
        mutationMode: 'pessimistic',
        onSuccess: async (site) => {
          if (!wasWritten(site)) return;
          notify(options.success, { type: 'success' });
          await queryClient.invalidateQueries({ queryKey: siteKey(siteId) });
          options.onSuccess?.(site);
        },
        onError: (error) => {
          options.onError?.(error);
          notify(options.failure ?? error.message, { type: 'error' });
        },
      },
    );
  /** The attributes being saved, so a switch shows its new position until the API answers. */
  const pending = isPending ? (variables?.data as EnvironmentUpdateInput | undefined) : undefined;
  return { save, saving: isPending, pending };
}
