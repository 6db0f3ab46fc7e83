import { describe, expect, it } from 'vitest';
import { canLookUp, domainText, LOOKUP_KINDS, lookupKindsFor, lookupLinks, maskedKey } from '../../src/rules/lookup';

describe('the staff lookup rules', () => {
  it('asks only for the kinds a value could be', () => {
    expect(lookupKindsFor('wp_shop')).toEqual(['database', 'databaseUser', 'site', 'domain']);
    expect(lookupKindsFor('203.0.113.7')).toEqual(['database', 'databaseUser', 'site', 'domain', 'ip']);
    expect(lookupKindsFor('2001:db8::1')).toEqual(['database', 'databaseUser', 'site', 'domain', 'ip']);
    // Hex of 8+ characters may be an API key's start (and an IPv6 address's digits).
    expect(lookupKindsFor('a1b2c3d4')).toEqual(LOOKUP_KINDS);
    expect(lookupKindsFor('a1b2c3')).not.toContain('apiKey');
  });

  it('looks a pasted address up by its hostname, leaving names and IPv6 addresses as typed', () => {
    expect(domainText('https://www.Example.com/shop?x=1')).toBe('www.example.com');
    expect(domainText('example.com:8443')).toBe('example.com');
    expect(domainText('example.com')).toBe('example.com');
    expect(domainText('2001:db8::1')).toBe('2001:db8::1');
  });

  it('shows of an API key only what was typed', () => {
    expect(maskedKey('abcdef0123456789', 'ABCDEF01')).toBe('abcdef01…');
  });

  it('looks up from 3 characters, spaces aside', () => {
    expect(canLookUp(' ab ')).toBe(false);
    expect(canLookUp('abc')).toBe(true);
  });

  it('links a match to its Bolt, its site when it has one, and its customer', () => {
    expect(lookupLinks({ boltId: 4, siteId: 9, userId: 3 })).toEqual({ bolt: '/bolts/4', site: '/bolts/4/environments/9', customer: '/customers/3' });
    expect(lookupLinks({ boltId: 4, siteId: null, userId: null })).toEqual({ bolt: '/bolts/4', site: null, customer: null });
  });
});
