import { useQueryClient } from '@tanstack/react-query';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY, useApiQuery } from '../../../dataProvider/useApiQuery';

/** A database as the site and Bolt lists give it (spec 2 §2.6, §3); size in MiB. */
export interface SiteDatabase {
  id: string;
  name: string;
  size: number;
  dbName: string;
  dbUser: string;
  /** Titles of the sites that use it. */
  environments: string[];
}

interface ListBody {
  data: { id: string; attributes: Omit<SiteDatabase, 'id'> }[];
}

const list = async (path: string) =>
  (await apiCall<ListBody>('GET', `${path}?per_page=100`)).data.map(({ id, attributes }): SiteDatabase => ({ ...attributes, id }));

/** The site's connected databases and the Bolt's databases it could connect. */
export function useSiteDatabases(boltId: string, envId: string) {
  const queryClient = useQueryClient();
  const connected = useApiQuery(['site-databases', envId], () => list(`environments/${envId}/databases`));
  const bolt = useApiQuery(['bolt-databases', boltId], () => list(`bolts/${boltId}/databases`));
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [API_KEY, 'site-databases', envId] }),
      queryClient.invalidateQueries({ queryKey: [API_KEY, 'bolt-databases', boltId] }),
    ]);
  const linked = new Set(connected.data?.map((db) => db.id));
  const available = bolt.data?.filter((db) => !linked.has(db.id));
  return { connected, available, refresh };
}

/** Spec 2 §7: POST databases/connect and databases/disconnect take arrays of ids. */
export const connection = (databaseId: string, envId: string) => ({
  data: { type: 'databases', attributes: { databaseIds: [databaseId], environmentIds: [envId] } },
});
