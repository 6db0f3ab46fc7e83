import { describe, expect, it } from 'vitest';
import {
  cdnTag,
  cdnWizardPath,
  certificateActions,
  certificateTag,
  domainPaths,
  domainsSummary,
  domainUrl,
  nextSortDirection,
  SORT_DIRECTION_KEY,
  takeSortDirection,
} from '../../src/resources/domains/domainRules';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

describe('domain list sort direction (spec 2 §2.1)', () => {
  it('is ascending without a stored direction and alternates from the stored one', () => {
    expect(nextSortDirection(null)).toBe('ASC');
    expect(nextSortDirection(undefined)).toBe('ASC');
    expect(nextSortDirection('ASC')).toBe('DESC');
    expect(nextSortDirection('DESC')).toBe('ASC');
    expect(nextSortDirection('sideways')).toBe('ASC');
  });

  it('stores each direction taken, so the next choice alternates', () => {
    const storage = memoryStorage();
    expect([takeSortDirection(storage), takeSortDirection(storage), takeSortDirection(storage)]).toEqual(['ASC', 'DESC', 'ASC']);
    expect(storage.values.get(SORT_DIRECTION_KEY)).toBe('ASC');
    expect(takeSortDirection(memoryStorage({ [SORT_DIRECTION_KEY]: 'ASC' }))).toBe('DESC');
  });
});

describe('domainsSummary (spec 2 §2.1 overview: two names, then + N more)', () => {
  it('shows up to two names and counts the rest', () => {
    expect(domainsSummary([])).toEqual({ names: [], more: 0 });
    expect(domainsSummary(['a.test'])).toEqual({ names: ['a.test'], more: 0 });
    expect(domainsSummary(['a.test', 'b.test'])).toEqual({ names: ['a.test', 'b.test'], more: 0 });
    expect(domainsSummary(['a.test', 'b.test', 'c.test', 'd.test', 'e.test'])).toEqual({ names: ['a.test', 'b.test'], more: 3 });
  });
});

describe('cdnTag (spec 2 §2.12 wording)', () => {
  it('says incomplete while an order is not complete, enabled once enabled, else none', () => {
    expect(cdnTag({ enabled: false, orderId: null, orderStatus: null })).toBe('none');
    expect(cdnTag(null)).toBe('none');
    expect(cdnTag({ enabled: false, orderId: 4, orderStatus: 'in_progress' })).toBe('incomplete');
    expect(cdnTag({ enabled: true, orderId: 4, orderStatus: 'complete' })).toBe('enabled');
    expect(cdnTag({ enabled: true, orderId: null, orderStatus: null })).toBe('enabled');
  });
});

describe('certificateTag (spec 1 §4 labels)', () => {
  it('takes the newest certificate not deleted, with its label, phase and expiry', () => {
    expect(certificateTag([])).toBeNull();
    expect(certificateTag([{ status: 'DELETED', expiresAt: null }])).toBeNull();
    expect(
      certificateTag([
        { status: 'DELETED', expiresAt: null },
        { status: 'ACTIVE', expiresAt: '2030-05-01T00:00:00.000Z' },
      ]),
    ).toEqual({ label: 'Ready', phase: 'active', expiresAt: '2030-05-01T00:00:00.000Z' });
    expect(certificateTag([{ status: 'DRAFT', expiresAt: null }])).toEqual({ label: 'Pending', phase: 'validating', expiresAt: null });
    expect(certificateTag([{ status: 'FAILED_REQUEST_CHALLENGE', expiresAt: null }])?.phase).toBe('failed');
    expect(certificateTag([{ status: 'AWAITING_CHALLENGE', expiresAt: null }])).toMatchObject({ label: 'Awaiting challenge', phase: 'issuing' });
  });
});

describe('certificateActions', () => {
  const active = { status: 'ACTIVE', type: 'LETS_ENCRYPT', domainId: 7 };

  it('unlinks and renews the linked certificate, never deletes it', () => {
    expect(certificateActions(active, 7)).toEqual({ link: false, unlink: true, renew: true, delete: false });
  });

  it('links and deletes an active certificate not linked to the domain', () => {
    expect(certificateActions({ ...active, domainId: null }, 7)).toEqual({ link: true, unlink: false, renew: true, delete: true });
    expect(certificateActions({ ...active, domainId: 8 }, 7)).toMatchObject({ link: true, delete: true });
  });

  it('does not link one still being issued, renew an imported one, or touch a deleted one', () => {
    expect(certificateActions({ ...active, status: 'AWAITING_CHALLENGE', domainId: null }, 7)).toEqual({
      link: false,
      unlink: false,
      renew: false,
      delete: true,
    });
    expect(certificateActions({ ...active, type: 'EXTERNAL' }, 7).renew).toBe(false);
    expect(certificateActions({ ...active, status: 'DELETED', domainId: null }, 7)).toEqual({
      link: false,
      unlink: false,
      renew: false,
      delete: false,
    });
  });
});

describe('domain paths', () => {
  it('follows spec 2 §2 path shapes', () => {
    expect(domainPaths(1, 3, 'example.com', '12')).toEqual({
      settings: '/bolts/1/environments/3/domains/settings/example.com/12',
      setUpCertificate: '/bolts/1/environments/3/domains/example.com/set-up-certificate/12',
    });
    expect(domainUrl('shop.example.com')).toBe('https://shop.example.com');
  });

  it('opens the CDN wizard on the domain’s order when it has one, coming back to the page', () => {
    expect(cdnWizardPath({ orderId: null }, '/back')).toBe('/cdn-wizard?redirect=%2Fback');
    expect(cdnWizardPath({ orderId: 9, orderStatus: 'in_progress' }, '/back')).toBe('/cdn-wizard?orderId=9&redirect=%2Fback');
  });
});
