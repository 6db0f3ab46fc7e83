import { useCall } from '../../../dataProvider/useCall';
import { cachingMessages } from '../../../rules/caching';
import { siteChanged } from '../siteQueries';

/**
 * Development mode on or off (spec 2 §2.11, §4), for the cache page's switch and the command
 * palette: `mutate(true)` bypasses the cache for 3 hours. The answer's meta.message is the spec's
 * 'dev mode activated' or 'dev mode deactivated'; a failure says 'could not switch dev mode' (spec 2 §8).
 */
export function useDevModeSwitch(siteId: string | number) {
  return useCall((dataProvider, enabled: boolean) => dataProvider.setDevMode(siteId, enabled), {
    invalidates: siteChanged(siteId),
    failure: cachingMessages.devModeFailed,
  });
}
