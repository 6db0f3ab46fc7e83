/** The tabs of /servers/{id} (spec 1 §2); overview is the bare path and holds the server form. */
export const SERVER_TABS = ['overview', 'bolts', 'databases', 'crons'] as const;
export type ServerTab = (typeof SERVER_TABS)[number];

export const tabPath = (tab: ServerTab) => (tab === 'overview' ? '' : `/${tab}`);

/** The tab a sub-path ('' | 'bolts' | 'databases/...') shows; unknown ones fall back to overview. */
export function tabOf(subPath: string | undefined): ServerTab {
  const first = (subPath ?? '').split('/')[0];
  return (SERVER_TABS as readonly string[]).includes(first) ? (first as ServerTab) : 'overview';
}
