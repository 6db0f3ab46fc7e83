import { describe, expect, it } from 'vitest';
import { canGoNext, canGoPrevious, DEFAULT_PER_PAGE, pageWindow, totalPagesOf } from '../../src/rules/pagination';

const show = (items: ReturnType<typeof pageWindow>) => items.map((item) => (typeof item === 'number' ? item : '…')).join(' ');

describe('pageWindow (spec 1 §9)', () => {
  it.each([
    // up to 7 pages: all shown
    [1, 1, '1'],
    [3, 5, '1 2 3 4 5'],
    [7, 7, '1 2 3 4 5 6 7'],
    // current page 4 or lower: 1-7, gap, last
    [1, 20, '1 2 3 4 5 6 7 … 20'],
    [4, 20, '1 2 3 4 5 6 7 … 20'],
    // current page within the last 3: 1, gap, last 7
    [18, 20, '1 … 14 15 16 17 18 19 20'],
    [20, 20, '1 … 14 15 16 17 18 19 20'],
    // otherwise: 1, gap, current-2..current+2, gap, last
    [5, 20, '1 … 3 4 5 6 7 … 20'],
    [10, 20, '1 … 8 9 10 11 12 … 20'],
    [16, 20, '1 … 14 15 16 17 18 … 20'],
    [17, 20, '1 … 15 16 17 18 19 20'],
    // a gap that would hide no page is left out
    [5, 8, '1 … 3 4 5 6 7 8'],
    [4, 8, '1 2 3 4 5 6 7 8'],
    [6, 8, '1 2 3 4 5 6 7 8'],
  ])('page %i of %i -> %s', (current, total, expected) => {
    expect(show(pageWindow(current, total))).toBe(expected);
  });

  it('uses distinct keys for the two gaps', () => {
    expect(pageWindow(10, 20)).toEqual([1, 'gap-start', 8, 9, 10, 11, 12, 'gap-end', 20]);
  });

  it('has no buttons without pages and clamps the current page', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(show(pageWindow(99, 20))).toBe('1 … 14 15 16 17 18 19 20');
    expect(show(pageWindow(-3, 20))).toBe('1 2 3 4 5 6 7 … 20');
  });

  it('shows at most maxVisibleButtons pages, centred on the current one', () => {
    expect(show(pageWindow(10, 20, 3))).toBe('9 10 11');
    expect(show(pageWindow(1, 20, 3))).toBe('1 2 3');
    expect(show(pageWindow(20, 20, 4))).toBe('17 18 19 20');
    expect(show(pageWindow(4, 7, 5))).toBe('2 3 4 5 6');
    expect(show(pageWindow(10, 20, 20))).toBe('1 … 8 9 10 11 12 … 20');
  });
});

describe('pagination helpers', () => {
  it('has 15 rows per page by default', () => expect(DEFAULT_PER_PAGE).toBe(15));

  it('counts pages', () => {
    expect(totalPagesOf(0, 15)).toBe(0);
    expect(totalPagesOf(15, 15)).toBe(1);
    expect(totalPagesOf(16, 15)).toBe(2);
  });

  it('disables previous on the first page and next on the last (spec 1 §4)', () => {
    expect(canGoPrevious(1)).toBe(false);
    expect(canGoPrevious(2)).toBe(true);
    expect(canGoNext(5, 5)).toBe(false);
    expect(canGoNext(4, 5)).toBe(true);
  });
});
