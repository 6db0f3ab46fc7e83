import { randomBytes } from 'node:crypto';
import { CDN_HOST, CDN_IPV4_ADDRESSES, CDN_IPV6_ADDRESSES, cdnOwnershipRecordName } from '../../../src/rules/cdn.js';
import type { DnsChecker } from '../dns/check.js';
import { CdnError, type CdnProvider } from './provider.js';

export interface SandboxCdnSettings {
  /** How long each step takes (CDN_SANDBOX_MS). */
  stepMs: number;
  /** The DNS check of the ownership record; without one (no DNS_RESOLVER) ownership is taken as proven. */
  dns: DnsChecker | null;
  now: () => number;
}

/**
 * Failure injection (ARCHITECTURE §5): a domain named `fail-…` never points at the CDN, and its
 * setup cannot be cancelled (the orders a customer would delete are those stuck at routing).
 */
const failing = (name: string) => name.startsWith('fail-');

/** DNS changes take a while to be seen: the CDN looks at a domain's routing again this many paces later. */
const RECHECK_PACES = 10;

const routingMessage = (name: string) =>
  `${name} does not point at the CDN yet. Add a CNAME (or ANAME/ALIAS) record to ${CDN_HOST}, ` +
  `or A records to ${CDN_IPV4_ADDRESSES.join(' and ')} and AAAA records to ${CDN_IPV6_ADDRESSES.join(' and ')}.`;

/**
 * The sandbox CDN: no network but the optional DNS check, each step done in one call after the
 * job's pace. Ownership is checked on the DNS when a resolver is configured; routing fails for a
 * `fail-` domain, telling when to look again (RECHECK_PACES later), and so does cancelling its
 * setup; everything else completes.
 */
export function sandboxCdn(settings: SandboxCdnSettings): CdnProvider {
  return {
    stepDelayMs: settings.stepMs,
    ownershipRecord: (domain) => ({
      record_key: cdnOwnershipRecordName(domain),
      record_value: `cdn-verification=${randomBytes(16).toString('hex')}`,
    }),
    async runStep(step, domain) {
      switch (step) {
        case 'ownership': {
          const record = domain.ownership;
          if (!settings.dns || !record) return { status: 'complete', message: `Ownership of ${domain.name} verified.` };
          const check = await settings.dns.checkRecord(record.record_key, { TXT: record.record_value });
          if (check.isActive) return { status: 'complete', message: `Ownership of ${domain.name} verified.` };
          return { status: 'action_required', message: check.message, validation: record, retryAt: null };
        }
        case 'ssl':
          return { status: 'complete', message: `The edge certificate of ${domain.name} is issued.` };
        case 'routing':
          if (!failing(domain.name)) return { status: 'complete', message: `${domain.name} is routed through the CDN.` };
          return {
            status: 'action_required',
            message: routingMessage(domain.name),
            validation: { record_key: domain.name, record_value: CDN_HOST },
            retryAt: new Date(settings.now() + RECHECK_PACES * settings.stepMs),
          };
        case 'extra':
          return { status: 'complete', message: `The CDN settings of ${domain.name} are applied.` };
      }
    },
    async cancel(domain) {
      if (failing(domain)) throw new CdnError(`The CDN could not cancel the setup of ${domain}.`);
    },
  };
}
