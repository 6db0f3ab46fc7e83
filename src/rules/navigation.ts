import { isBoltId } from './boltId';

/** Second-level navigation constants of spec 1 §2. */
export const NAV_BAR_HEIGHT = 50;
export const NAV_ITEM_WIDTH = 120;
export const NAV_RESIZE_DEBOUNCE_MS = 50;
/** Spec 1 §9: switcher close animations. */
export const SWITCHER_CLOSE_MS = { site: 600, bolt: 500 } as const;

/**
 * How many sub-items fit in `availableWidth` at `itemWidth` each; when not all fit, room for the
 * More button (one item wide) is kept and the rest go into its dropdown.
 */
export function visibleItemCount(count: number, availableWidth: number, itemWidth = NAV_ITEM_WIDTH): number {
  if (count <= 0 || itemWidth <= 0) return 0;
  const slots = Math.floor(Math.max(0, availableWidth) / itemWidth);
  return slots >= count ? count : Math.max(0, slots - 1);
}

/**
 * Bolt and site ids of a path under /bolts/{boltId}(/environments/{envId}). Spec 1 §2: a path
 * /bolts/{id} is a Bolt page only when id is a whole number of at least 1.
 */
export function boltPathIds(pathname: string): { boltId?: number; envId?: number } {
  const [, first, boltId, third, envId] = pathname.split('/');
  if (first !== 'bolts' || !isBoltId(boltId)) return {};
  // The site id follows the same rule as the Bolt id (spec 1 §2: numeric site id >= 1).
  if (third === 'environments' && isBoltId(envId)) return { boltId: Number(boltId), envId: Number(envId) };
  return { boltId: Number(boltId) };
}

/**
 * Spec 1 §2: the site switcher is enabled only with a numeric Bolt id >= 1 and a numeric site id >= 1;
 * the Bolt switcher only with a numeric Bolt id >= 1 and not on the transfer page.
 */
export function switcherState(pathname: string): { bolt: boolean; site: boolean } {
  const { boltId, envId } = boltPathIds(pathname);
  const onTransfer = pathname.split('/')[3] === 'transfer';
  return { bolt: boltId !== undefined && !onTransfer, site: boltId !== undefined && envId !== undefined };
}

/**
 * The list filter of a search input (spec 1 §2): the API's free-text search `q`, or none when
 * fewer than 1 character is typed, which restores the full list.
 */
export function searchFilter(text: string): { q?: string } {
  const needle = text.trim();
  return needle.length < 1 ? {} : { q: needle };
}

/** Spec 1 §2 does not time the customer's search; the API is asked once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Spec 1 §2: the staff/admin Bolt search needs more than 1 character. */
export const canSubmitBoltSearch = (text: string) => text.trim().length > 1;

/** The Bolt list filtered by free text, in react-admin's list URL form. */
export const boltSearchPath = (text: string) => `/bolts?filter=${encodeURIComponent(JSON.stringify({ q: text.trim() }))}`;
