/**
 * The cache key of a read of one site's pages (`siteKey(id, 'phpSettings')`): every such read sits
 * under ['environments', id], so one prefix refreshes them all when the site changes.
 */
export const siteKey = (siteId: string | number, ...read: string[]) => ['environments', String(siteId), ...read];

/** What a change of one site makes stale: react-admin's copy of its record and every read of its pages. */
export const siteChanged = (siteId: string | number) => [['environments', 'getOne', { id: String(siteId) }], siteKey(siteId)];
