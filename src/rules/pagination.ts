/** Spec 1 §9: default page size of lists. */
export const DEFAULT_PER_PAGE = 15;
/** Spec 1 §3 Pagination props: maxVisibleButtons defaults to 20. */
export const DEFAULT_MAX_VISIBLE_BUTTONS = 20;

/** Up to this many pages, every page gets a button (spec 1 §9). */
const SHOW_ALL_UP_TO = 7;

/** A page button, or a gap; the two gaps are distinct so they can serve as React keys. */
export type PageItem = number | 'gap-start' | 'gap-end';

export const totalPagesOf = (total: number, perPage: number) => (perPage > 0 && total > 0 ? Math.ceil(total / perPage) : 0);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Spec 1 §9 windowing. With up to 7 pages all are shown; if the current page is 4 or lower:
 * 1-7, gap, last; within the last 3 pages: 1, gap, last 7; otherwise 1, gap, current-2..current+2,
 * gap, last. A gap that would hide no page is left out (8 pages, page 5: 1 … 3-7 8). When
 * maxVisibleButtons is smaller than the window, that many pages centred on the current one are shown.
 */
export function pageWindow(currentPage: number, totalPages: number, maxVisibleButtons = DEFAULT_MAX_VISIBLE_BUTTONS): PageItem[] {
  if (totalPages < 1) return [];
  const current = Math.min(Math.max(1, Math.trunc(currentPage)), totalPages);
  const items = spec(current, totalPages);
  const buttons = items.filter((item) => typeof item === 'number').length;
  if (buttons <= maxVisibleButtons) return items;
  const size = Math.max(1, maxVisibleButtons);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), totalPages - size + 1);
  return range(start, start + size - 1);
}

function spec(current: number, last: number): PageItem[] {
  if (last <= SHOW_ALL_UP_TO) return range(1, last);
  if (current <= 4) return [...range(1, 7), ...gap('gap-end', 7, last), last];
  if (current > last - 3) return [1, ...gap('gap-start', 1, last - 6), ...range(last - 6, last)];
  return [1, ...gap('gap-start', 1, current - 2), ...range(current - 2, current + 2), ...gap('gap-end', current + 2, last), last];
}

/** A gap between two shown pages, only when at least one page lies between them. */
const gap = (item: PageItem, before: number, after: number): PageItem[] => (after - before > 1 ? [item] : []);

/** Spec 1 §4: the first page disables previous, the last page disables next. */
export const canGoPrevious = (currentPage: number) => currentPage > 1;
export const canGoNext = (currentPage: number, totalPages: number) => currentPage < totalPages;
