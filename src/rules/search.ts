import { isStaffRole, type Role } from './access';

/**
 * The search of spec 1 §2 ("How can we help you?"): what it finds, in the order of its tabs. One
 * call answers them all (GET search?q=&filter[type]=…); the top Bolt search and the mobile
 * combined site/Bolt search ask it for Bolts and sites only.
 */
export const SEARCH_TYPES = ['bolts', 'sites', 'domains', 'databases', 'help'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/** What the top Bolt search and the mobile combined site/Bolt search find. */
export const BOLT_AND_SITE_TYPES: readonly SearchType[] = ['bolts', 'sites'];

/** The search answers at most this many results of each type, the first by name. */
export const SEARCH_LIMIT = 20;

/** The "All" tab shows this many of each type; the type's own tab shows the rest. */
export const ALL_TAB_PER_TYPE = 5;

export const searchTypesParam = (types: readonly SearchType[]) => types.join(',');

/**
 * Spec 1 §2: fewer than 1 character searches nothing; staff and admins, who search every account's
 * records, need more than 1 (as the admin Bolt search does).
 */
export function canSearch(role: Role, text: string): boolean {
  const length = text.trim().length;
  return isStaffRole(role) ? length > 1 : length >= 1;
}

/** A tab's count: a full page of one type says there may be more. */
export const countLabel = (count: number) => (count >= SEARCH_LIMIT ? `${SEARCH_LIMIT}+` : String(count));

/** Ctrl+K, or ⌘+K on a Mac, opens the search overlay. */
export function isSearchShortcut(event: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }): boolean {
  return event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** How the shortcut is written on this platform (`navigator.platform`). */
export const shortcutLabel = (platform: string) => (/mac|iphone|ipad/i.test(platform) ? '⌘K' : 'Ctrl+K');

/** Results grouped by type, in the tabs' order, leaving out the types with none. */
export function groupByType<T extends { type: SearchType }>(results: readonly T[]): { type: SearchType; results: T[] }[] {
  return SEARCH_TYPES.map((type) => ({ type, results: results.filter((result) => result.type === type) })).filter(
    (group) => group.results.length > 0,
  );
}

/** Spec 1 §9: the search icon is 30 px on larger breakpoints (md and up), else 24 px. */
export const SEARCH_ICON_SIZE = { xs: 24, md: 30 } as const;

/** A Bolt of the Bolt list as the search answers it, so the full list and the results show alike. */
export const boltAsResult = (bolt: { id: string | number; name?: string }) => ({
  id: String(bolt.id),
  type: 'bolts' as const,
  attributes: { title: String(bolt.name ?? bolt.id), subtitle: `#${bolt.id}`, path: `/bolts/${bolt.id}`, customer: null },
});
