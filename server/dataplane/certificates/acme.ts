import { Agent } from 'node:https';
import { rootCertificates } from 'node:tls';
import acme from 'acme-client';
import { z } from 'zod';
import { CertificateAuthorityError, dnsChallenge, type CertificateAuthority, type DnsChallenge } from './authority.js';
import { issued, keyAndCsr } from './x509.js';

export interface AcmeSettings {
  /** The CA's ACME directory (RFC 8555 §7.1.1), e.g. Let's Encrypt's, or Pebble's in the tests. */
  directoryUrl: string;
  /** PEM certificates trusted for the ACME server's own TLS beside the system's (Pebble's test CA). */
  caBundlePem?: string;
  /** The ACME account's key (PEM); without one, each process registers a new account. */
  accountKeyPem?: string;
}

/** The order as the job stores it: enough to carry on with a new client after a restart. */
const acmeOrder = z.object({
  challenges: z.array(dnsChallenge),
  directoryUrl: z.string(),
  accountKeyPem: z.string(),
  accountUrl: z.string(),
  orderUrl: z.string(),
  authorizationUrls: z.array(z.string()),
  privateKeyPem: z.string(),
  csrPem: z.string(),
});
type AcmeOrder = z.infer<typeof acmeOrder>;

interface Account {
  directoryUrl: string;
  accountKeyPem: string;
  accountUrl: string;
}

/** acme-client takes an order or authorization object where only its URL is read. */
const orderAt = (order: AcmeOrder) => ({ url: order.orderUrl, authorizations: order.authorizationUrls }) as acme.Order;

const detail = (error: object | undefined) => (error as { detail?: string } | undefined)?.detail;

/**
 * An ACME problem document (the CA refused) becomes a CertificateAuthorityError in the CA's words;
 * a network failure stays as it is, so the job retries the step.
 */
async function fromCa<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof Error && !('isAxiosError' in error)) throw new CertificateAuthorityError(error.message);
    throw error;
  }
}

/** Let's Encrypt or any RFC 8555 CA, validating names with DNS-01 challenges. */
export function acmeAuthority(settings: AcmeSettings): CertificateAuthority {
  if (settings.caBundlePem !== undefined) {
    // acme-client sends every request through its one axios instance: the process trusts one CA bundle.
    acme.axios.defaults.httpsAgent = new Agent({ ca: [...rootCertificates, settings.caBundlePem] });
  }
  // One client per account, so the directory is fetched once, not at every step.
  const clients = new Map<string, acme.Client>();
  const clientFor = (owner: Account) => {
    let client = clients.get(owner.accountUrl);
    if (!client) {
      client = new acme.Client({ directoryUrl: owner.directoryUrl, accountKey: owner.accountKeyPem, accountUrl: owner.accountUrl });
      clients.set(owner.accountUrl, client);
    }
    return client;
  };
  let account: Promise<Account> | undefined;
  const register = async (): Promise<Account> => {
    const accountKeyPem = settings.accountKeyPem ?? (await acme.crypto.createPrivateEcdsaKey()).toString();
    const client = new acme.Client({ directoryUrl: settings.directoryUrl, accountKey: accountKeyPem });
    await client.createAccount({ termsOfServiceAgreed: true });
    return { directoryUrl: settings.directoryUrl, accountKeyPem, accountUrl: client.getAccountUrl() };
  };
  const ensureAccount = () =>
    (account ??= register().catch((error: unknown) => {
      account = undefined;
      throw error;
    }));

  return {
    async placeOrder(domains) {
      const owner = await fromCa(ensureAccount);
      const client = clientFor(owner);
      const order = await fromCa(() => client.createOrder({ identifiers: domains.map((value) => ({ type: 'dns', value })) }));
      const { privateKeyPem, csrPem } = await keyAndCsr(domains);
      const authorizations = await fromCa(() => client.getAuthorizations(order));
      // A name this account validated recently needs no record (its authorization is already valid).
      const challenges: DnsChallenge[] = [];
      for (const authorization of authorizations.filter((a) => a.status === 'pending')) {
        const challenge = authorization.challenges.find((c) => c.type === 'dns-01');
        if (!challenge)
          throw new CertificateAuthorityError(`The certificate authority offers no DNS challenge for ${authorization.identifier.value}.`);
        const value = await client.getChallengeKeyAuthorization(challenge);
        challenges.push({ type: 'TXT', name: `_acme-challenge.${authorization.identifier.value}`, value });
      }
      challenges.sort((a, b) => a.name.localeCompare(b.name));
      const state: AcmeOrder = { challenges, ...owner, orderUrl: order.url, authorizationUrls: order.authorizations, privateKeyPem, csrPem };
      return state;
    },

    async confirmChallenges(state) {
      const order = acmeOrder.parse(state);
      const client = clientFor(order);
      const authorizations = await fromCa(() => client.getAuthorizations(orderAt(order)));
      for (const authorization of authorizations) {
        const challenge = authorization.challenges.find((c) => c.type === 'dns-01' && c.status === 'pending');
        // Only a pending challenge is answered: confirming again after a restart changes nothing.
        if (authorization.status === 'pending' && challenge) await fromCa(() => client.completeChallenge(challenge));
      }
      return state;
    },

    async poll(state) {
      const order = acmeOrder.parse(state);
      const client = clientFor(order);
      const current = await fromCa(() => client.getOrder(orderAt(order)));
      if (current.status === 'ready' || current.status === 'processing' || current.status === 'valid') return { status: 'valid' };
      const authorizations = await fromCa(() => client.getAuthorizations(current));
      const failed = authorizations.find((a) => a.status === 'invalid');
      const refusal = detail(failed?.challenges.find((c) => c.error)?.error);
      // The CA's words, after the name they are about (an order may hold several names).
      if (failed)
        return { status: 'invalid', reason: `${failed.identifier.value}: ${refusal ?? 'the certificate authority could not validate it.'}` };
      if (current.status === 'invalid')
        return { status: 'invalid', reason: detail(current.error) ?? 'The certificate authority could not validate the domain.' };
      return { status: 'pending' };
    },

    async finalize(state) {
      const order = acmeOrder.parse(state);
      const client = clientFor(order);
      let current = await fromCa(() => client.getOrder(orderAt(order)));
      // Only a ready order takes the request: finalizing again after a restart only looks.
      if (current.status === 'ready') current = await fromCa(() => client.finalizeOrder(current, order.csrPem));
      if (current.status === 'invalid') {
        throw new CertificateAuthorityError(detail(current.error) ?? 'The certificate authority refused to issue the certificate.');
      }
      if (current.status !== 'valid') return null;
      return issued(await fromCa(() => client.getCertificate(current)), order.privateKeyPem);
    },
  };
}
