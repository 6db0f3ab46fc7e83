import { describe, expect, it } from 'vitest';
import { searchHelpArticles } from '../../server/services/helpArticles';
import { readChatConsent, watchChatConsent, writeChatConsent } from '../../src/components/chat/chatConsent';
import { CHAT_CONSENT_POLL_MS, chatStarts } from '../../src/rules/chat';
import { HELP_SITE_URL } from '../../src/rules/help';
import { searchQuerySchema } from '../../src/rules/schemas/search';
import { boltAsResult, canSearch, countLabel, groupByType, isSearchShortcut, SEARCH_LIMIT, shortcutLabel } from '../../src/rules/search';

const key = (key: string, modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

describe('search rules (spec 1 §2)', () => {
  it('searches from 1 character for customers and from 2 for staff and admins', () => {
    expect(canSearch('customer', '')).toBe(false);
    expect(canSearch('customer', '   ')).toBe(false);
    expect(canSearch('customer', 'a')).toBe(true);
    expect(canSearch('staff', 'a')).toBe(false);
    expect(canSearch('admin', ' a ')).toBe(false);
    expect(canSearch('staff', 'ab')).toBe(true);
  });

  it('opens on Ctrl+K or ⌘+K only, and names the shortcut for the platform', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(key('j', { ctrlKey: true }))).toBe(false);
    expect(shortcutLabel('MacIntel')).toBe('⌘K');
    expect(shortcutLabel('Linux x86_64')).toBe('Ctrl+K');
  });

  it('counts a full page of a type as possibly more', () => {
    expect(countLabel(0)).toBe('0');
    expect(countLabel(SEARCH_LIMIT - 1)).toBe(String(SEARCH_LIMIT - 1));
    expect(countLabel(SEARCH_LIMIT)).toBe(`${SEARCH_LIMIT}+`);
  });

  it('groups results by type in the tabs’ order, leaving out empty types', () => {
    const results = [{ type: 'help' as const }, { type: 'sites' as const }, { type: 'bolts' as const }, { type: 'sites' as const }];
    expect(groupByType(results).map((group) => [group.type, group.results.length])).toEqual([
      ['bolts', 1],
      ['sites', 2],
      ['help', 1],
    ]);
  });

  it('shows a Bolt of the list as the search answers it', () => {
    expect(boltAsResult({ id: 7, name: 'Acme marketing' })).toEqual({
      id: '7',
      type: 'bolts',
      attributes: { title: 'Acme marketing', subtitle: '#7', path: '/bolts/7', customer: null },
    });
  });

  it('reads filter[type] as a comma-separated list of known types, without repeats', () => {
    expect(searchQuerySchema.parse({ q: 'x', 'filter[type]': 'sites, bolts,sites' })).toEqual({ q: 'x', 'filter[type]': ['sites', 'bolts'] });
    expect(searchQuerySchema.parse({})).toEqual({});
    expect(searchQuerySchema.safeParse({ 'filter[type]': 'servers' }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ 'filter[type]': ['bolts', 'sites'] }).success).toBe(false);
  });
});

describe('help articles', () => {
  it('finds articles with every word of q, title matches first, each on the help site', () => {
    const found = searchHelpArticles('domain', SEARCH_LIMIT);
    expect(found[0]).toEqual({
      id: 'add-a-domain',
      type: 'help',
      attributes: { title: 'Adding a domain to a site', subtitle: expect.any(String), url: `${HELP_SITE_URL}/articles/add-a-domain` },
    });
    const titles = found.map((article) => article.attributes.title);
    expect(titles.indexOf('Adding a domain to a site')).toBeLessThan(titles.indexOf('Ordering an SSL certificate'));
    expect(searchHelpArticles('DNS record', SEARCH_LIMIT).map((article) => article.id)).toEqual(['add-a-domain']);
    expect(searchHelpArticles('no-such-words', SEARCH_LIMIT)).toEqual([]);
    expect(searchHelpArticles('', 3)).toHaveLength(3);
  });
});

/** A clock whose interval and listeners the test sees and runs itself. */
function fakeClock() {
  const state = { intervals: new Map<number, { run: () => void; ms: number }>(), listeners: new Map<string, () => void>(), next: 1 };
  return {
    state,
    clock: {
      setInterval: (run: () => void, ms?: number) => {
        state.intervals.set(state.next, { run, ms: ms ?? 0 });
        return state.next++;
      },
      clearInterval: (id?: number) => void state.intervals.delete(id ?? 0),
      addEventListener: (type: string, run: () => void) => void state.listeners.set(type, run),
      removeEventListener: (type: string) => void state.listeners.delete(type),
      dispatchEvent: (event: Event) => {
        state.listeners.get(event.type)?.();
        return true;
      },
    },
  };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (name) => items.get(name) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (name) => void items.delete(name),
    setItem: (name, value) => void items.set(name, value),
  };
}

describe('chat widget (spec 1 §4)', () => {
  it('starts only for non-staff users who consented', () => {
    expect(chatStarts('customer', true)).toBe(true);
    expect(chatStarts('customer', false)).toBe(false);
    expect(chatStarts('staff', true)).toBe(false);
    expect(chatStarts('admin', true)).toBe(false);
  });

  it('checks the consent every 1500 ms and at once on a change in this tab, until stopped', () => {
    const { state, clock } = fakeClock();
    const storage = memoryStorage();
    const seen: boolean[] = [];
    const stop = watchChatConsent(() => seen.push(readChatConsent(storage)), clock as never);
    expect([...state.intervals.values()].map((interval) => interval.ms)).toEqual([CHAT_CONSENT_POLL_MS]);
    writeChatConsent(true, storage, clock as never);
    expect(seen).toEqual([true]);
    // Logging out clears local storage: the next check sees the consent gone.
    storage.clear();
    [...state.intervals.values()][0].run();
    expect(seen).toEqual([true, false]);
    stop();
    expect(state.intervals.size).toBe(0);
    expect(state.listeners.size).toBe(0);
  });
});
