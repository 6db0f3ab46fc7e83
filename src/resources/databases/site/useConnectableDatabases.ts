import { useEffect, useState } from 'react';
import { useGetList, useGetMany } from 'react-admin';
import type { Database } from '../../../rules/schemas/records/database';

/** How many of the Bolt's databases the picker offers at once; typing searches all of them. */
const CHOICES = 25;
const DEBOUNCE_MS = 300;

/**
 * The Bolt's databases a person can pick to connect to the site, searched by the API as they type
 * (name, database name, user), with the ones the site already uses marked: those are read back
 * from the site's own list (`filter[id]`), so a page of choices never needs the whole site list.
 */
export function useConnectableDatabases(boltId: string, siteId: string, text: string) {
  const [q, setQ] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const bolt = useGetList<Database>('boltDatabases', {
    pagination: { page: 1, perPage: CHOICES },
    sort: { field: 'name', order: 'ASC' },
    filter: q ? { q } : {},
    meta: { boltId },
  });
  const ids = bolt.data?.map((db) => db.id) ?? [];
  const used = useGetMany<Database>('siteDatabases', { ids, meta: { siteId } }, { enabled: ids.length > 0 });
  const connectedIds = new Set(used.data?.filter(Boolean).map((db) => String(db.id)));
  const known = bolt.data !== undefined && (ids.length === 0 || used.data !== undefined);
  return {
    options: bolt.data ?? [],
    connectedIds,
    isFetching: bolt.isFetching || used.isFetching,
    error: bolt.error ?? used.error,
    refetch: () => Promise.all([bolt.refetch(), used.refetch()]),
    // The Bolt's databases all fit among the choices and the site uses every one.
    noneToConnect: known && !q && (bolt.total ?? 0) <= CHOICES && ids.every((id) => connectedIds.has(String(id))),
  };
}
