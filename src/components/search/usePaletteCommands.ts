import { useGetOne } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import type { BoltRecord } from '../../layout/useBoltContext';
import { useDevModeSwitch } from '../../resources/sites/cache/useDevModeSwitch';
import { usePurgeCache } from '../../resources/sites/cache/usePurgeCache';
import { useDeployGit } from '../../resources/sites/git/useDeployGit';
import { sitePath } from '../../resources/sites/sitePaths';
import type { SiteRecord } from '../../resources/sites/useSite';
import { boltCommands, generalCommands, siteCommands, wordpressAdminUrl, type PaletteCommand } from '../../rules/commands';
import { boltPathIds } from '../../rules/navigation';

/**
 * The palette's commands on the page in view and what running one does. It lives with the search
 * button, which stays mounted, so a purge or deploy started from the palette still toasts its
 * outcome after the overlay has closed. The record is read only while the palette is open.
 */
export function usePaletteCommands(open: boolean, onShowShortcuts: () => void) {
  const navigate = useNavigate();
  const { boltId, envId } = boltPathIds(useLocation().pathname);
  const site = useGetOne<SiteRecord>('environments', { id: String(envId ?? '') }, { enabled: open && envId !== undefined }).data;
  const bolt = useGetOne<BoltRecord>('bolts', { id: boltId ?? 0 }, { enabled: open && boltId !== undefined && envId === undefined }).data;
  const siteId = site?.id ?? '';

  // The same calls as the site's pages: the cache page's Purge all cache (with its question) and
  // development mode switch, the git page's Deploy now.
  const { purgeAll } = usePurgeCache(siteId);
  const devMode = useDevModeSwitch(siteId);
  const deploy = useDeployGit(siteId);

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
      case 'purge-cache':
        return purgeAll();
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
