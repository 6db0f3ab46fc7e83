import { describe, expect, it } from 'vitest';
import { sandboxCdn } from '../../server/dataplane/cdn/sandbox';
import type { DnsChecker, ExpectedRecord } from '../../server/dataplane/dns/check';
import { CDN_HOST } from '../../src/rules/cdn';

const NOW = Date.parse('2030-01-02T03:04:05.000Z');

/** A DNS whose only TXT record is `records`; it remembers what it was asked. */
function fakeDns(records: Record<string, string>) {
  const asked: [string, ExpectedRecord][] = [];
  const dns: DnsChecker = {
    async checkRecord(name, expected) {
      asked.push([name, expected]);
      return 'TXT' in expected && records[name] === expected.TXT
        ? { isActive: true }
        : { isActive: false, message: `No TXT record found for ${name}.` };
    },
  };
  return { dns, asked };
}

describe('the sandbox CDN', () => {
  it('asks for a TXT record of its own for ownership, new for each order', () => {
    const cdn = sandboxCdn({ stepMs: 100, dns: null, now: () => NOW });
    const record = cdn.ownershipRecord('example.com');
    expect(record.record_key).toBe('_cdn-verification.example.com');
    expect(record.record_value).toMatch(/^cdn-verification=[0-9a-f]{32}$/);
    expect(cdn.ownershipRecord('example.com').record_value).not.toBe(record.record_value);
    expect(cdn.stepDelayMs).toBe(100);
  });

  it('completes every step of a domain without a DNS check configured', async () => {
    const cdn = sandboxCdn({ stepMs: 100, dns: null, now: () => NOW });
    const domain = { name: 'example.com', ownership: cdn.ownershipRecord('example.com') };
    for (const step of ['ownership', 'ssl', 'routing', 'extra'] as const) {
      expect((await cdn.runStep(step, domain)).status, step).toBe('complete');
    }
  });

  it('checks the ownership record on the DNS when it has a resolver, and asks for it until it is there', async () => {
    const record = { record_key: '_cdn-verification.example.com', record_value: 'cdn-verification=abc' };
    const missing = fakeDns({});
    const waiting = await sandboxCdn({ stepMs: 100, dns: missing.dns, now: () => NOW }).runStep('ownership', {
      name: 'example.com',
      ownership: record,
    });
    expect(waiting).toEqual({
      status: 'action_required',
      message: 'No TXT record found for _cdn-verification.example.com.',
      validation: record,
      retryAt: null,
    });
    expect(missing.asked).toEqual([['_cdn-verification.example.com', { TXT: 'cdn-verification=abc' }]]);
    const present = fakeDns({ '_cdn-verification.example.com': 'cdn-verification=abc' });
    const owned = await sandboxCdn({ stepMs: 100, dns: present.dns, now: () => NOW }).runStep('ownership', {
      name: 'example.com',
      ownership: record,
    });
    expect(owned).toEqual({ status: 'complete', message: 'Ownership of example.com verified.' });
  });

  it('stops a fail- domain at routing, naming the CDN host, and says when to look again', async () => {
    const cdn = sandboxCdn({ stepMs: 100, dns: null, now: () => NOW });
    const outcome = await cdn.runStep('routing', { name: 'fail-shop.example.com', ownership: null });
    expect(outcome).toEqual({
      status: 'action_required',
      message: expect.stringContaining(`CNAME (or ANAME/ALIAS) record to ${CDN_HOST}`),
      validation: { record_key: 'fail-shop.example.com', record_value: CDN_HOST },
      retryAt: new Date(NOW + 1000),
    });
    expect((await cdn.runStep('ssl', { name: 'fail-shop.example.com', ownership: null })).status).toBe('complete');
  });
});
