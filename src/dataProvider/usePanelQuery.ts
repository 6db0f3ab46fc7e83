import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { PanelDataProvider } from './index';
import { useUnwrappedPanelDataProvider } from './usePanelDataProvider';

/**
 * A read through a typed call of the data provider, cached on react-admin's query client. The key
 * starts with the resource the answer belongs to (`['environments', id, 'phpSettings']`), so a
 * write that invalidates the resource refreshes it too. Retries follow queryClient.ts (none on a
 * 4xx); a 401 or blocking 403 goes through checkError like react-admin's own reads (spec 1 §8).
 * `keepPrevious` shows the last answer while the next key loads (a search as the person types);
 * `refetchIntervalMs` reads again on that beat while the page shows (waiting for something done elsewhere);
 * given as a function of the last answer, it polls only while that answer says so (false: no poll).
 */
export function usePanelQuery<T>(
  key: readonly unknown[],
  read: (dataProvider: PanelDataProvider) => Promise<T>,
  {
    enabled = true,
    keepPrevious = false,
    refetchIntervalMs,
  }: { enabled?: boolean; keepPrevious?: boolean; refetchIntervalMs?: number | ((data: T | undefined) => number | false) } = {},
) {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: key,
    queryFn: () => read(dataProvider),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
    refetchInterval: typeof refetchIntervalMs === 'function' ? (current) => refetchIntervalMs(current.state.data) : refetchIntervalMs,
  });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
