import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';

/** Every panel query of a non-CRUD call lives under this key, so one prefix invalidates them. */
export const API_KEY = 'api';

/**
 * A cached call outside react-admin's CRUD methods (`apiCall`, `dataProvider.send`), on react-admin's
 * own query client (queryClient.ts: its retry rule too) so its invalidations and ours meet. A 401 or blocking 403 goes through the auth
 * provider's checkError like react-admin's hooks do (spec 1 §8).
 */
export function useApiQuery<T>(key: readonly unknown[], call: () => Promise<T>, { enabled = true } = {}) {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({ queryKey: [API_KEY, ...key], queryFn: call, enabled });
  useEffect(() => {
    if (query.error) logoutIfAccessDenied(query.error);
  }, [query.error, logoutIfAccessDenied]);
  return query;
}
