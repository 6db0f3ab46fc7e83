import { useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import type { PanelDataProvider } from '../../../dataProvider';
import { useCall } from '../../../dataProvider/useCall';
import { cachingMessages } from '../../../rules/caching';

/**
 * A site's cache purge (spec 2 §2.11), for the cache page and the command palette: `purgeAll` asks
 * first (the modal), then purges everything with purge_cache?all=1; `purge` sends what it is given,
 * everything or the pages of some cache tags.
 */
export function usePurgeCache(siteId: string | number) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const purge = useCall((dataProvider, what: Parameters<PanelDataProvider['purgeCache']>[1]) => dataProvider.purgeCache(siteId, what), {
    invalidates: [],
    success: cachingMessages.purged,
    failure: cachingMessages.purgeFailed,
  });

  const purgeAll = async () => {
    const answer = await prompt({
      type: 'prompt',
      title: 'app.siteCache.purge.confirmTitle',
      text: translate('app.siteCache.purge.confirmText'),
      confirmText: 'app.siteCache.purge.all',
      iconName: 'warning',
    });
    if (answer.confirmed) purge.mutate({ all: true });
  };

  return { purge, purgeAll };
}
