import { useEffect, useSyncExternalStore } from 'react';

/**
 * The name of the record a page shows (a site's title, a Bolt's name), for the document title
 * "Cron jobs · shop.example · Control panel". The page's breadcrumbs name it; the shell reads it.
 */
let recordName: string | null = null;
const listeners = new Set<() => void>();

function setRecordName(name: string | null) {
  if (name === recordName) return;
  recordName = name;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the record in view while the calling component is on the page. */
export function useNameInTitle(name: string | undefined) {
  useEffect(() => {
    setRecordName(name ?? null);
    return () => setRecordName(null);
  }, [name]);
}

export const useTitleRecord = () => useSyncExternalStore(subscribe, () => recordName);
