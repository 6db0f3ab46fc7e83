import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { readToken, writeToken } from '../../authProvider/tokenStore';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import type { UserProfile } from '../../rules/schemas/records/profile';

/** GET user-profile, cached under the key its writes invalidate. */
export const useUserProfile = () => usePanelQuery(['user-profile'], (dataProvider) => dataProvider.userProfile());

/**
 * Keeps the stored Access-token record (spec 1 §3: accountFullName, accountEmail, accountPicture)
 * and so the account menu in step with the profile: a saved name or picture shows there at once,
 * an address changed by its link as soon as the profile is read again.
 */
export function useSyncIdentity(profile: UserProfile | undefined) {
  const queryClient = useQueryClient();
  const sync = useCallback(
    (next: UserProfile) => {
      const token = readToken();
      if (!token) return;
      const accountFullName = `${next.firstName} ${next.lastName}`.trim();
      if (token.accountFullName === accountFullName && token.accountEmail === next.email && token.accountPicture === next.picture) return;
      writeToken({ ...token, accountFullName, accountEmail: next.email, accountPicture: next.picture });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getIdentity'] });
    },
    [queryClient],
  );
  useEffect(() => {
    if (profile) sync(profile);
  }, [profile, sync]);
}
