import { useGetOne, useNotify, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { useCall } from '../../dataProvider/useCall';
import type { BoltRecord } from '../../layout/useBoltContext';
import { gitKey } from '../../resources/sites/git/useGitRepository';
import { siteChanged } from '../../resources/sites/siteQueries';
import { sitePath } from '../../resources/sites/sitePaths';
import type { SiteRecord } from '../../resources/sites/useSite';
import { cachingMessages } from '../../rules/caching';
import { boltCommands, generalCommands, siteCommands, wordpressAdminUrl, type PaletteCommand } from '../../rules/commands';
import { boltPathIds } from '../../rules/navigation';
import { usePrompt } from '../usePrompt';

/**
 * The palette's commands on the page in view and what running one does. It lives with the search
 * button, which stays mounted, so a purge or deploy started from the palette still toasts its
 * outcome after the overlay has closed. The record is read only while the palette is open.
 */
export function usePaletteCommands(open: boolean, onShowShortcuts: () => void) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const { boltId, envId } = boltPathIds(useLocation().pathname);
  const site = useGetOne<SiteRecord>('environments', { id: String(envId ?? '') }, { enabled: open && envId !== undefined }).data;
  const bolt = useGetOne<BoltRecord>('bolts', { id: boltId ?? 0 }, { enabled: open && boltId !== undefined && envId === undefined }).data;
  const siteId = site?.id ?? '';

  const purge = useCall((dataProvider) => dataProvider.purgeCache(siteId, { all: true }), {
    invalidates: [],
    success: cachingMessages.purged,
    failure: cachingMessages.purgeFailed,
  });
  const devMode = useCall((dataProvider, enabled: boolean) => dataProvider.setDevMode(siteId, enabled), {
    invalidates: siteChanged(siteId),
    failure: cachingMessages.devModeFailed,
  });
  // The API's own words: "Deployment of main started.", or its reason for refusing.
  const deploy = useCall((dataProvider) => dataProvider.deployGit(siteId), {
    invalidates: [gitKey(siteId)],
    onSuccess: (outcome) => notify(outcome.message, { type: 'info' }),
  });

  const inView = site && envId !== undefined ? site : undefined;
  const commands: PaletteCommand[] = [
    ...(inView ? siteCommands({ devMode: inView.devMode, hasGit: inView.git !== null, domains: inView.domains }) : []),
    ...(!inView && bolt ? boltCommands() : []),
    ...generalCommands(),
  ];

  const run = async (command: PaletteCommand) => {
    if (command.id === 'shortcuts') return onShowShortcuts();
    if (command.id.startsWith('go:')) return navigate(command.id.slice(3));
    if (command.id === 'create-site' && boltId !== undefined) return navigate(`/bolts/${boltId}/environments/create`);
    if (!inView) return;
    switch (command.id) {
      case 'purge-cache': {
        // The same question as the cache page's Purge all cache (spec 2 §2.11).
        const answer = await prompt({
          type: 'prompt',
          title: 'app.siteCache.purge.confirmTitle',
          text: translate('app.siteCache.purge.confirmText'),
          confirmText: 'app.siteCache.purge.all',
          iconName: 'warning',
        });
        if (answer.confirmed) purge.mutate(undefined);
        return;
      }
      case 'dev-mode-on':
      case 'dev-mode-off':
        return devMode.mutate(command.id === 'dev-mode-on');
      case 'deploy':
        return deploy.mutate(undefined);
      case 'add-domain':
        return navigate(sitePath(inView.boltId, inView.id, 'domains/create'));
      case 'wordpress-admin': {
        const url = wordpressAdminUrl(inView.domains);
        if (url) window.open(url, '_blank', 'noopener,noreferrer');
        return;
      }
    }
  };

  const recordName = inView?.title ?? bolt?.name ?? null;
  return { commands, recordName, run };
}
