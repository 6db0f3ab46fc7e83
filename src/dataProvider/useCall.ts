import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLogoutIfAccessDenied, useNotify } from 'react-admin';
import type { PanelDataProvider } from './index';
import { useUnwrappedPanelDataProvider } from './usePanelDataProvider';

export interface CallOptions<R> {
  /** Query-key prefixes the call changes (a resource name, or a longer key); read again on success. */
  invalidates: readonly (readonly unknown[])[];
  /** Success toast: the answer's meta.message (spec 2 §8) when it has one, else this text key. */
  success?: string;
  /** Error toast instead of the API's error text (spec 1 §8), where the spec names one. */
  failure?: string;
  /** The page says a failure itself (next to the form): no error toast as well. */
  quiet?: boolean;
  onSuccess?: (result: R) => void;
}

/**
 * A write through a typed call of the data provider. A failure goes to checkError first (401 → login
 * and back; 403001/403002 → blocked) and is toasted only when the user stays; a success toasts and
 * invalidates what it touched.
 */
export function useCall<V, R>(call: (dataProvider: PanelDataProvider, value: V) => Promise<R>, options: CallOptions<R>) {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const queryClient = useQueryClient();
  const notify = useNotify();
  return useMutation({
    mutationFn: (value: V) => call(dataProvider, value),
    onSuccess: async (result) => {
      const message = (result as { meta?: { message?: string } } | undefined)?.meta?.message ?? options.success;
      if (message) notify(message, { type: 'success' });
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      options.onSuccess?.(result);
    },
    onError: async (error) => {
      if (!(await logoutIfAccessDenied(error)) && !options.quiet) notify(options.failure ?? error.message, { type: 'error' });
    },
  });
}
