import { describe, expect, it } from 'vitest';
import { boltPathIds, boltSearchPath, canSubmitBoltSearch, searchFilter, switcherState, visibleItemCount } from '../../src/rules/navigation';

describe('visibleItemCount (second-level navigation, 120 px per item)', () => {
  it.each([
    [5, 600, 5],
    [5, 720, 5],
    [5, 599, 3],
    [5, 480, 3],
    [5, 240, 1],
    [5, 119, 0],
    [0, 600, 0],
    [3, -10, 0],
  ])('%i items in %i px -> %i shown', (count, width, shown) => {
    expect(visibleItemCount(count, width)).toBe(shown);
  });

  it('takes another item width', () => expect(visibleItemCount(4, 200, 50)).toBe(4));
});

describe('Bolt paths (spec 1 §2)', () => {
  it('reads whole-number ids of at least 1', () => {
    expect(boltPathIds('/bolts/12')).toEqual({ boltId: 12 });
    expect(boltPathIds('/bolts/12/environments/3/cache')).toEqual({ boltId: 12, envId: 3 });
    expect(boltPathIds('/bolts/12/environments/0')).toEqual({ boltId: 12 });
    expect(boltPathIds('/bolts/archive')).toEqual({});
    expect(boltPathIds('/bolts/0')).toEqual({});
    expect(boltPathIds('/bolts/1e3')).toEqual({});
    expect(boltPathIds('/servers/12')).toEqual({});
  });

  it.each([
    ['/bolts/4', { bolt: true, site: false }],
    ['/bolts/4/environments', { bolt: true, site: false }],
    ['/bolts/4/environments/9/domains', { bolt: true, site: true }],
    ['/bolts/4/environments/x/domains', { bolt: true, site: false }],
    ['/bolts/4/transfer', { bolt: false, site: false }],
    ['/bolts/create', { bolt: false, site: false }],
    ['/', { bolt: false, site: false }],
  ])('switchers on %s', (path, expected) => {
    expect(switcherState(path)).toEqual(expected);
  });
});

describe('Bolt search (spec 1 §2)', () => {
  it('searches as the user types; fewer than 1 character restores the full list', () => {
    expect(searchFilter('MARK')).toEqual({ q: 'MARK' });
    expect(searchFilter('  acme ')).toEqual({ q: 'acme' });
    expect(searchFilter('')).toEqual({});
    expect(searchFilter('   ')).toEqual({});
  });

  it('needs more than 1 character for the staff search', () => {
    expect(canSubmitBoltSearch('a')).toBe(false);
    expect(canSubmitBoltSearch(' a ')).toBe(false);
    expect(canSubmitBoltSearch('ac')).toBe(true);
  });

  it('searches in the Bolt list', () => {
    expect(decodeURIComponent(boltSearchPath(' acme '))).toBe('/bolts?filter={"q":"acme"}');
  });
});
