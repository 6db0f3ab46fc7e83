import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Lists a change of keys or access can touch: the account's keys (also the provider's on
 * /ssh-management), a site's keys, its access entries and staff's list of Support access.
 */
const SSH_LISTS = ['ssh-keys', 'ssh-management', 'siteSshKeys', 'siteSshAccess', 'ssh-access'];

/**
 * Reads every SSH key and access list again after a key is added or deleted or an access changes:
 * a key added from a site is also a key of the account and a user-key entry of the site, and a
 * deleted key leaves them all. A key's own page is left alone, as it may be the one just deleted.
 */
export function useRefreshSshLists() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        SSH_LISTS.flatMap((name) => [
          queryClient.invalidateQueries({ queryKey: [name, 'getList'] }),
          queryClient.invalidateQueries({ queryKey: [name, 'getMany'] }),
        ]),
      ),
    [queryClient],
  );
}
