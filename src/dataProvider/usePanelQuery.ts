import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import type { PanelDataProvider } from './index';
import { useUnwrappedPanelDataProvider } from './usePanelDataProvider';

/**
 * A read through a typed call of the data provider, cached on react-admin's query client. The key
 * starts with the resource the answer belongs to (`['environments', id, 'phpSettings']`), so a
 * write that invalidates the resource refreshes it too. Retries follow queryClient.ts (none on a
 * 4xx); a 401 or blocking 403 goes through checkError like react-admin's own reads (spec 1 §8).
 */
export function usePanelQuery<T>(key: readonly unknown[], read: (dataProvider: PanelDataProvider) => Promise<T>, { enabled = true } = {}) {
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey: key, queryFn: () => read(dataProvider), enabled });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
