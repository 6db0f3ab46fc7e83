import { describe, expect, it } from 'vitest';
import { DEDUPE_WINDOW_MS, durationOf, isNewVersion, isVersionCheckDue, takeNextToast, type Toast } from '../../src/rules/notifications';

const toast = (message: string, type = 'info', options: Toast['notificationOptions'] = {}): Toast => ({
  message,
  type,
  notificationOptions: options,
});

describe('toast durations (spec 1 §8)', () => {
  it.each([
    ['success', 4000],
    ['error', 10000],
    ['info', 3000],
    ['warning', 3000],
  ])('%s lasts %i ms', (type, ms) => {
    expect(durationOf(type)).toBe(ms);
    expect(takeNextToast([toast('x', type)], {}, 0).toast?.notificationOptions?.autoHideDuration).toBe(ms);
  });

  it('keeps a duration the caller chose, including null (stay open)', () => {
    expect(takeNextToast([toast('x', 'error', { autoHideDuration: 500 })], {}, 0).toast?.notificationOptions?.autoHideDuration).toBe(500);
    expect(takeNextToast([toast('x', 'error', { autoHideDuration: null })], {}, 0).toast?.notificationOptions?.autoHideDuration).toBeNull();
  });
});

describe('duplicate suppression (spec 1 §8, §9)', () => {
  const copied = toast('Copied', 'success', { preventDuplicates: true });

  it('drops a requested duplicate shown within 30 s and shows the next toast instead', () => {
    const first = takeNextToast([copied, copied, toast('Other')], {}, 1000);
    expect(first.toast?.message).toBe('Copied');
    const second = takeNextToast(first.rest, first.shownAt, 1000 + DEDUPE_WINDOW_MS - 1);
    expect(second.toast?.message).toBe('Other');
    expect(second.rest).toEqual([]);
  });

  it('shows the same toast again once 30 s have passed', () => {
    const { shownAt } = takeNextToast([copied], {}, 0);
    expect(takeNextToast([copied], shownAt, DEDUPE_WINDOW_MS).toast?.message).toBe('Copied');
  });

  it('only suppresses when asked to', () => {
    const plain = toast('Saved', 'success');
    const { shownAt } = takeNextToast([plain], {}, 0);
    expect(takeNextToast([plain], shownAt, 10).toast?.message).toBe('Saved');
  });

  it('tells apart toasts of another type or other arguments', () => {
    const { shownAt } = takeNextToast([copied], {}, 0);
    expect(takeNextToast([toast('Copied', 'error', { preventDuplicates: true })], shownAt, 1).toast).toBeDefined();
    const withArgs = toast('Copied', 'success', { preventDuplicates: true, messageArgs: { n: 2 } });
    expect(takeNextToast([withArgs], shownAt, 1).toast).toBeDefined();
  });

  it('empties the queue when everything is a duplicate and forgets old entries', () => {
    const { shownAt } = takeNextToast([copied], {}, 0);
    const result = takeNextToast([copied, copied], shownAt, 5);
    expect(result.toast).toBeUndefined();
    expect(result.rest).toEqual([]);
    expect(takeNextToast([], { old: 0 }, DEDUPE_WINDOW_MS).shownAt).toEqual({});
  });

  it('never deduplicates element messages', () => {
    const element: Toast = { message: { type: 'span' }, type: 'info', notificationOptions: { preventDuplicates: true } };
    const { shownAt } = takeNextToast([element], {}, 0);
    expect(takeNextToast([element], shownAt, 1).toast).toBeDefined();
  });
});

describe('signed out', () => {
  it('shows nothing and empties the queue: a write ended by a 401 settles as an empty success on the way to sign-in', () => {
    const queue = [toast('Saved', 'success'), toast('Invalid dataProvider response for create: missing id', 'error')];
    expect(takeNextToast(queue, {}, 0, false)).toEqual({ rest: [], shownAt: {} });
    expect(takeNextToast(queue, {}, 0, true).toast?.message).toBe('Saved');
  });
});

describe('version notice (spec 1 §4, §9)', () => {
  const sixHours = 21600 * 1000;
  it('checks at most every 6 hours', () => {
    expect(isVersionCheckDue(null, 0)).toBe(true);
    expect(isVersionCheckDue(0, sixHours - 1)).toBe(false);
    expect(isVersionCheckDue(0, sixHours)).toBe(true);
  });

  it('reports a new version only for another non-empty version string', () => {
    expect(isNewVersion('b2', 'b1')).toBe(true);
    expect(isNewVersion('b1', 'b1')).toBe(false);
    expect(isNewVersion(undefined, 'b1')).toBe(false);
    expect(isNewVersion('', 'b1')).toBe(false);
    expect(isNewVersion(42, 'b1')).toBe(false);
  });
});

describe('the toast handed to the snackbar', () => {
  it('does not carry the dedupe flag', () => {
    const { toast: shown } = takeNextToast([toast('x', 'info', { preventDuplicates: true, messageArgs: { a: 1 } })], {}, 0);
    expect(shown?.notificationOptions).toEqual({ messageArgs: { a: 1 }, autoHideDuration: 3000 });
  });
});
