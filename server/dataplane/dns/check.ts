import { Resolver } from 'node:dns/promises';

/**
 * The DNS check (spec 2 §2.2 dns_setup_needed, §7 POST dns/validate): whether a name has the record
 * the site needs, resolved on the real DNS. The wizard tries an A record against the site's IP,
 * then a CNAME against the site's hostname with a trailing dot; a failing row shows the message.
 */
export type ExpectedRecord = { A: string } | { CNAME: string } | { TXT: string };

export type DnsCheck = { isActive: true } | { isActive: false; message: string };

export interface DnsChecker {
  checkRecord(name: string, expected: ExpectedRecord): Promise<DnsCheck>;
}

/** How long one DNS server may take to answer, and how often it is asked, before the check fails. */
const TIMEOUT_MS = 3000;
const TRIES = 2;

/** Names compare without case and without the root's trailing dot. */
const canonical = (name: string) => name.toLowerCase().replace(/\.$/, '');

function failure(error: unknown, name: string, type: 'A' | 'CNAME' | 'TXT'): DnsCheck {
  const code = (error as { code?: string }).code;
  // NXDOMAIN (no such name) and NOERROR without records both mean the record is not there.
  if (code === 'ENOTFOUND' || code === 'ENODATA') return { isActive: false, message: `No ${type} record found for ${name}.` };
  if (code === 'ETIMEOUT') return { isActive: false, message: `The DNS server did not answer for ${name}. Please try again.` };
  return { isActive: false, message: `The DNS lookup for ${name} failed (${code ?? String(error)}). Please try again.` };
}

/** Resolves against `resolverAddress` (host:port, DNS_RESOLVER), or the system's resolvers when unset. */
export function dnsChecker(resolverAddress?: string): DnsChecker {
  const resolver = new Resolver({ timeout: TIMEOUT_MS, tries: TRIES });
  if (resolverAddress) resolver.setServers([resolverAddress]);
  return {
    async checkRecord(name, expected) {
      if ('A' in expected) {
        let addresses: string[];
        try {
          addresses = await resolver.resolve4(name);
        } catch (error) {
          return failure(error, name, 'A');
        }
        if (addresses.includes(expected.A)) return { isActive: true };
        return { isActive: false, message: `The A record of ${name} points to ${addresses.join(', ')}, not ${expected.A}.` };
      }
      // A CDN's ownership proof (server/dataplane/cdn): one of the name's TXT records holds the value.
      if ('TXT' in expected) {
        let records: string[][];
        try {
          records = await resolver.resolveTxt(name);
        } catch (error) {
          return failure(error, name, 'TXT');
        }
        if (records.some((chunks) => chunks.join('') === expected.TXT)) return { isActive: true };
        return { isActive: false, message: `No TXT record of ${name} holds ${expected.TXT}.` };
      }
      let targets: string[];
      try {
        targets = await resolver.resolveCname(name);
      } catch (error) {
        return failure(error, name, 'CNAME');
      }
      if (targets.some((target) => canonical(target) === canonical(expected.CNAME))) return { isActive: true };
      return { isActive: false, message: `The CNAME record of ${name} points to ${targets.join(', ')}, not ${canonical(expected.CNAME)}.` };
    },
  };
}
