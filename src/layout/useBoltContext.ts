import { useGetOne, type RaRecord } from 'react-admin';
import { useLocation } from 'react-router';
import { boltPathIds } from '../rules/navigation';
import { boltMenu, siteMenu } from '../rules/menus';
import { routes } from '../routes/table';
import { useViewer } from './useViewer';

export type BoltRecord = RaRecord & { name?: string; dedicated?: boolean };

/** The Bolt (and site) the path is about, with their side-menu entries (spec 1 §2). */
export function useBoltContext() {
  const { pathname } = useLocation();
  const viewer = useViewer();
  const { boltId, envId } = boltPathIds(pathname);
  const { data: bolt } = useGetOne<BoltRecord>('bolts', { id: boltId ?? 0 }, { enabled: boltId !== undefined });
  return {
    boltId,
    envId,
    bolt,
    boltItems: boltId === undefined ? [] : boltMenu(viewer, boltId, Boolean(bolt?.dedicated), routes),
    siteItems: boltId === undefined || envId === undefined ? [] : siteMenu(viewer, boltId, envId, routes),
  };
}
