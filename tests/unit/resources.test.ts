import { describe, expect, it } from 'vitest';
import { messages } from '../../src/rules/messages';
import { ipBlockSchema } from '../../src/rules/schemas/ipBlock';
import { lockdownSchema } from '../../src/rules/schemas/lockdown';
import { userAgentBlockSchema } from '../../src/rules/schemas/userAgentBlock';
import { storageGb } from '../../src/rules/format';
import { zodValidate } from '../../src/resources/zodValidate';
import { expiryFrom, localToIso } from '../../src/components/expiry';
import { tabOf, tabPath } from '../../src/resources/servers/serverTabs';
import { VIEW_FILTERS, viewPath } from '../../src/resources/servers/serverViews';

describe('zodValidate', () => {
  const validate = zodValidate(ipBlockSchema);

  it('passes a valid form', () => {
    expect(validate({ address: '203.0.113.0/24', reason: 'Scanning', expiresAt: null })).toEqual({});
  });

  it('gives the schema messages per field, the first one winning', () => {
    expect(validate({ address: 'nope', reason: '   ', expiresAt: '2001-01-01T00:00:00Z' })).toEqual({
      address: messages.validIp,
      reason: messages.required,
      expiresAt: messages.futureDate,
    });
  });

  it('maps refinements to the field they name', () => {
    expect(zodValidate(userAgentBlockSchema)({ pattern: '(', matchType: 'regex', reason: 'x' })).toEqual({
      pattern: messages.validRegex,
    });
  });

  it('ignores record fields the schema does not know', () => {
    expect(zodValidate(lockdownSchema)({ id: '1', accountId: 4, type: 'hard', reason: 'Spam', customer: 'X' })).toEqual({});
    expect(zodValidate(lockdownSchema)({ type: 'soft', reason: 'Spam' })).toEqual({ accountId: messages.selectCustomer });
  });
});

describe('storageGb (spec 1 §9)', () => {
  it('shows GB with 2 decimals at 1024 MB per GB', () => {
    expect(storageGb(1024)).toBe('1.00');
    expect(storageGb(1536)).toBe('1.50');
    expect(storageGb(250)).toBe('0.24');
  });

  it('shows at least 0.01 for any amount, 0 for none and null (Unlimited) for -1', () => {
    expect(storageGb(1)).toBe('0.01');
    expect(storageGb(0)).toBe('0.00');
    expect(storageGb(-1)).toBeNull();
  });
});

describe('expiry choices', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');

  it('counts each quick choice from now; never is null', () => {
    expect(expiryFrom('hour', now)).toBe('2026-01-01T01:00:00.000Z');
    expect(expiryFrom('day', now)).toBe('2026-01-02T00:00:00.000Z');
    expect(expiryFrom('week', now)).toBe('2026-01-08T00:00:00.000Z');
    expect(expiryFrom('month', now)).toBe('2026-01-31T00:00:00.000Z');
    expect(expiryFrom('never', now)).toBeNull();
  });

  it('turns a datetime-local value into the API ISO form; empty is never', () => {
    expect(localToIso('2026-03-04T05:06')).toBe(new Date(2026, 2, 4, 5, 6).toISOString());
    expect(localToIso('')).toBeNull();
    expect(localToIso(null)).toBeNull();
    expect(localToIso('not a date')).toBeNull();
  });
});

describe('server views and tabs (spec 1 §2)', () => {
  it('gives each list tab its path and fixed filter', () => {
    expect(viewPath('all')).toBe('/servers');
    expect(viewPath('hidden')).toBe('/servers/hidden');
    expect(VIEW_FILTERS.shared).toEqual({ type: 'shared', hidden: false });
    expect(VIEW_FILTERS.empty).toEqual({ empty: true });
  });

  it('reads the detail tab from the sub-path', () => {
    expect(tabOf('')).toBe('overview');
    expect(tabOf(undefined)).toBe('overview');
    expect(tabOf('crons')).toBe('crons');
    expect(tabOf('bolts/extra')).toBe('bolts');
    expect(tabOf('unknown')).toBe('overview');
    expect(tabPath('overview')).toBe('');
    expect(tabPath('databases')).toBe('/databases');
  });
});
