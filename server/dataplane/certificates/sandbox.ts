import { createHash } from 'node:crypto';
import { z } from 'zod';
import { CertificateAuthorityError, dnsChallenge, type CertificateAuthority, type DnsChallenge } from './authority.js';
import { createAuthority, issued, keyAndCsr, signCsr, validityFrom, type SigningAuthority } from './x509.js';

/**
 * A sandbox certificate authority (ARCHITECTURE §5): no network, clock-driven, the same steps as a
 * real one. It validates `validationMs` after 'DNS challenge completed' without looking at the DNS,
 * fails any name with a label starting `fail-`, and issues a real certificate signed by its own CA,
 * so the key, the names and the expiry are real.
 */
export interface SandboxSettings {
  /** How long validation takes once the challenges are confirmed (CERTIFICATE_SANDBOX_MS). */
  validationMs: number;
  now: () => number;
}

/** What one sandbox imitates: its records, its refusal and how long its certificates last. */
export interface SandboxBrand {
  /** The sandbox CA's name, in the issuer of what it signs. */
  authorityName: string;
  validityDays: number;
  challenges(domains: readonly string[], csrPem: string): DnsChallenge[];
  /** The CA's reason when validation of `domain` fails. */
  refusal(domain: string): string;
}

const sandboxOrder = z.object({
  challenges: z.array(dnsChallenge),
  domains: z.array(z.string()),
  privateKeyPem: z.string(),
  csrPem: z.string(),
  /** When 'DNS challenge completed' was pressed (ms since the epoch); null before. */
  confirmedAt: z.number().nullable(),
});
type SandboxOrder = z.infer<typeof sandboxOrder>;

/** Failure injection: a name with a label starting `fail-` fails validation. */
const failing = (domains: readonly string[]) => domains.find((domain) => domain.split('.').some((label) => label.startsWith('fail-')));

/** The sandbox CA's own root: one per brand and process, valid for ten years. */
const roots = new Map<string, Promise<SigningAuthority>>();
const rootOf = (name: string) => {
  let root = roots.get(name);
  if (!root) roots.set(name, (root = createAuthority(name, validityFrom(new Date(), 3650))));
  return root;
};

export function sandboxAuthority(brand: SandboxBrand, settings: SandboxSettings): CertificateAuthority {
  const validatedAt = (order: SandboxOrder) => (order.confirmedAt === null ? null : order.confirmedAt + settings.validationMs);
  return {
    async placeOrder(domains) {
      const { privateKeyPem, csrPem } = await keyAndCsr(domains);
      const state: SandboxOrder = { challenges: brand.challenges(domains, csrPem), domains: [...domains], privateKeyPem, csrPem, confirmedAt: null };
      return state;
    },
    async confirmChallenges(state) {
      const order = sandboxOrder.parse(state);
      // Confirming again (a retried step) keeps the first confirmation.
      const confirmed: SandboxOrder = { ...order, confirmedAt: order.confirmedAt ?? settings.now() };
      return confirmed;
    },
    async poll(state) {
      const order = sandboxOrder.parse(state);
      const at = validatedAt(order);
      if (at === null || settings.now() < at) return { status: 'pending' };
      const failed = failing(order.domains);
      return failed === undefined ? { status: 'valid' } : { status: 'invalid', reason: brand.refusal(failed) };
    },
    async finalize(state) {
      const order = sandboxOrder.parse(state);
      const at = validatedAt(order);
      if (at === null || settings.now() < at) return null;
      const failed = failing(order.domains);
      if (failed !== undefined) throw new CertificateAuthorityError(brand.refusal(failed));
      // Issued the moment validation ended, so the same order always has the same expiry.
      const certificatePem = await signCsr(await rootOf(brand.authorityName), order.csrPem, validityFrom(new Date(at), brand.validityDays));
      return issued(`${certificatePem}\n${(await rootOf(brand.authorityName)).certificate.toString('pem')}`, order.privateKeyPem);
    },
  };
}

/** Let's Encrypt offline: TXT records at _acme-challenge, 90-day certificates. */
export const letsEncryptSandbox: SandboxBrand = {
  authorityName: 'Sandbox ACME CA',
  validityDays: 90,
  challenges: (domains, csrPem) =>
    domains
      .map((domain): DnsChallenge => ({
        type: 'TXT',
        name: `_acme-challenge.${domain.replace(/^\*\./, '')}`,
        value: createHash('sha256').update(`${csrPem}\n${domain}`).digest('base64url'),
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  refusal: (domain) => `No TXT record found at _acme-challenge.${domain.replace(/^\*\./, '')}`,
};
