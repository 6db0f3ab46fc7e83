import type { LightMyRequestResponse } from 'fastify';
import { bearer, login, type TestServer } from './helpers';
import { mintToken } from './probe';
import { newPublicKey } from './sshKeyFixtures';
import { selfSignedCertificate, validityFrom } from '../../server/dataplane/certificates/x509';

/**
 * The records the authorization matrix and the fuzz aim at, per customer account: Acme Web AS
 * (customer@demo.test) and Other Media Ltd (other@demo.test). Ids are read from the API (the seed
 * in server/db/seed.ts fixes names, not ids) or made through it.
 */
export type Account = 'acme' | 'other';
export type Caller = 'anonymous' | 'customer' | 'other' | 'staff' | 'admin';
export type SignedIn = Exclude<Caller, 'anonymous'>;
export const CALLERS: Caller[] = ['anonymous', 'customer', 'other', 'staff', 'admin'];
export const OWNER: Record<Account, SignedIn> = { acme: 'customer', other: 'other' };

/** What a path parameter names; `archivedBolt` is a Bolt staff may restore. */
export type Kind =
  | 'bolt'
  | 'archivedBolt'
  | 'site'
  | 'database'
  | 'member'
  | 'transfer'
  | 'cronjob'
  | 'sshKey'
  | 'sshAccess'
  | 'domain'
  | 'certificate'
  | 'cdnOrder'
  | 'checkout'
  | 'addon'
  | 'ipBlock'
  | 'userAgent'
  | 'lockdown'
  | 'server'
  | 'session'
  | 'customer'
  | 'invoice'
  | 'activity'
  | 'rebuild'
  | 'account';

/** Kinds owned by a customer account; the others are the staff's (two existing records stand in). */
export const ACCOUNT_KINDS: Kind[] = [
  'bolt',
  'archivedBolt',
  'site',
  'database',
  'member',
  'transfer',
  'cronjob',
  'sshKey',
  'sshAccess',
  'domain',
  'certificate',
  'cdnOrder',
  'checkout',
  'session',
  'invoice',
  'activity',
  'account',
];

/** An id no record has; an add-on is named, and a missing site makes it missing. */
export const MISSING: Record<Kind, string> = {
  bolt: '999999',
  archivedBolt: '999999',
  site: '999999',
  database: '999999',
  member: '999999',
  transfer: '999999',
  cronjob: '999999',
  sshKey: '999999',
  sshAccess: '999999',
  domain: '999999',
  certificate: '999999',
  cdnOrder: '999999',
  checkout: 'chk_000000000000000000000000',
  addon: 'redis',
  ipBlock: '999999',
  userAgent: '999999',
  lockdown: '999999',
  server: '999999',
  session: '999999',
  customer: '999999',
  invoice: '999999',
  activity: '999999',
  rebuild: '999999',
  account: '999999',
};

export const REPOSITORY = 'git@github.com:octocat/Hello-World.git';
export const ORDER = { url: 'matrix.example.com', name: 'Matrix Bolt', plan: 'pro', billingPeriod: 'monthly', location: 'osl-no', cms: 'wordpress' };

export type World = Awaited<ReturnType<typeof setUpWorld>>;

export async function setUpWorld(server: TestServer) {
  const tokens = {} as Record<SignedIn, string>;
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);

  const call = (caller: Caller, method: string, url: string, payload?: unknown, token?: string) =>
    server.app.inject({
      method: method as 'GET',
      url,
      headers: caller === 'anonymous' ? {} : bearer(token ?? tokens[caller]),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  /** A setup call that must work; anything else stops the suite with the answer. */
  const must = async (caller: Caller, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> => {
    const response = await call(caller, method, url, payload);
    if (response.statusCode >= 300) throw new Error(`setup ${method} ${url}: ${response.statusCode} ${response.body}`);
    return response;
  };
  const data = async (caller: Caller, url: string) => (await must(caller, 'GET', url)).json().data;
  const write = (type: string, attributes: object, extra: object = {}) => ({ data: { type, attributes, ...extra } });
  let serial = 0;
  const unique = () => `${Date.now().toString(36)}${++serial}`;

  const allBolts = await data('admin', '/v1/admin/bolts?per_page=100');
  const boltNamed = (name: string) => allBolts.find((b: { attributes: { name: string } }) => b.attributes.name === name);
  const account = { acme: boltNamed('Acme main shop').attributes.customerId, other: boltNamed('Other Media news').attributes.customerId };
  const excluded = new Set([
    account.acme,
    account.other,
    boltNamed('Spammy landing pages').attributes.customerId,
    boltNamed('Overdue shop').attributes.customerId,
  ]);
  // Accounts nobody signs in to, for lockdowns and staff-made Bolts: locking Acme would block the matrix.
  const companies: number[] = [...new Set<number>(allBolts.map((b: { attributes: { customerId: number } }) => b.attributes.customerId))].filter(
    (id) => !excluded.has(id),
  );

  const bolt = { acme: boltNamed('Acme main shop').id, other: boltNamed('Other Media news').id };
  /** Where new sites go: plans with room for them. */
  const roomyBolt = { acme: boltNamed('Acme enterprise').id, other: boltNamed('Other Media news').id };
  const archivedBolt = { acme: boltNamed('Acme marketing').id, other: boltNamed('Other Media archive').id };
  const firstOf = async (caller: Caller, url: string) => (await data(caller, url))[0].id as string;
  const site = {
    acme: (await data('customer', `/v1/bolts/${bolt.acme}/environments?filter[state]=production`))[0].id,
    other: (await data('other', `/v1/bolts/${bolt.other}/environments?filter[state]=production`))[0].id,
  };
  const apiKeys = {
    acme: (await data('customer', `/v1/environments/${site.acme}`)).attributes.apikey as string,
    other: (await data('other', `/v1/environments/${site.other}`)).attributes.apikey as string,
  };

  const ownerOf = (who: Account) => OWNER[who];
  /** The names of the domains made here, by id: a certificate order names its domain. */
  const domainNames: Record<string, string> = {};
  /** A certificate to import (POST certificates), valid for a month from now. */
  const importable = await selfSignedCertificate(['matrix-import.example.com'], validityFrom(new Date(), 30));
  const newKey = async (who: Account, siteId?: string) =>
    (
      await must(
        ownerOf(who),
        'POST',
        '/v1/ssh-keys',
        write('ssh-keys', { sshkey: newPublicKey(`matrix-${unique()}`).line, ...(siteId ? { environment_id: Number(siteId) } : {}) }),
      )
    ).json().data.id as string;

  /** New records, for calls that use theirs up (a deletion) and must still find one next time. */
  const fresh: Record<Kind, (who: Account) => Promise<string>> = {
    bolt: async (who) => bolt[who],
    archivedBolt: async (who) => archivedBolt[who],
    site: async (who) =>
      (
        await must('admin', 'POST', `/v1/admin/environments?bolt=${roomyBolt[who]}`, write('environments', { title: `Matrix site ${unique()}` }))
      ).json().data.id,
    database: async (who) =>
      (await must('admin', 'POST', `/v1/admin/bolts/${bolt[who]}/databases`, write('databases', { name: `matrix ${unique()}` }))).json().data.id,
    member: async (who) =>
      (
        await must(
          'admin',
          'POST',
          `/v1/admin/bolts/${bolt[who]}/invite`,
          write('bolt-users', { email: `matrix-${unique()}@example.test`, role: 'developer' }),
        )
      ).json().data.id,
    transfer: async (who) =>
      (await must(ownerOf(who), 'POST', `/v1/bolts/${bolt[who]}/transfer/request`, write('transfers', { email: 'locked@demo.test' }))).json().data.id,
    cronjob: async (who) =>
      (
        await must('admin', 'POST', '/v1/admin/cronjobs', {
          data: {
            attributes: { schedule: '0 4 * * *', command: 'php -v' },
            relationships: { environment: { data: { type: 'environments', id: site[who] } } },
          },
        })
      ).json().data.id,
    sshKey: (who) => newKey(who),
    sshAccess: async (who) => {
      const keyId = await newKey(who, site[who]);
      const entries = await data(ownerOf(who), `/v1/environments/${site[who]}/ssh-access?per_page=100`);
      return entries.find((entry: { attributes: { sshKeyId: string } }) => entry.attributes.sshKeyId === keyId).id;
    },
    domain: async (who) => {
      const name = `matrix-${unique()}.example.com`;
      const id = (await must('admin', 'POST', `/v1/admin/environments/${site[who]}/domains`, write('domains', { name }))).json().data.id;
      domainNames[id] = name;
      return id;
    },
    // A self-signed certificate of the account's domain, unlinked again, so deleting it gets through.
    certificate: async (who) => {
      const domainId = ids.domain[who];
      const order = write('certificates', { type: 'SELF_SIGNED', isWildcard: false, domainId: Number(domainId), domain: domainNames[domainId] });
      const id = (await must('admin', 'POST', '/v1/admin/certificates/order', order)).json().data.id;
      await must('admin', 'POST', `/v1/admin/environments/${site[who]}/domains/${domainId}/unlink/certificate/${id}`);
      return id;
    },
    cdnOrder: async (who) =>
      (
        await must(
          'admin',
          'POST',
          '/v1/admin/provisioning/servebolt-cdn/orders',
          write('provisioning-orders', { customerId: account[who], domainIds: [Number(await fresh.domain(who))] }),
        )
      ).json().data.id,
    checkout: async (who) => (await must(ownerOf(who), 'POST', '/v1/bolts/checkout', write('checkouts', ORDER))).json().data.id,
    // A signed-in session of the account's owner (a session is a person's, the owner stands for the account).
    session: async (who) => {
      const token = await mintToken(server.database, `${ownerOf(who)}@demo.test`);
      const sessions = (await call(ownerOf(who), 'GET', '/v1/auth/sessions', undefined, token)).json().data;
      return sessions.find((session: { attributes: { current: boolean } }) => session.attributes.current).id;
    },
    // The person who signs in to the account (staff's /customers/{userId}).
    customer: async (who) => (await data(ownerOf(who), '/v1/user-profile')).id,
    addon: async () => 'redis',
    // Invoices are only read: the account's newest stands for all.
    invoice: async (who) => firstOf(ownerOf(who), '/v1/invoices'),
    // The newest entry of the account's audit trail: the setup above wrote some for each.
    activity: async (who) => firstOf(ownerOf(who), '/v1/activity'),
    // The customer account itself (staff's resource allocation).
    account: async (who) => String(account[who]),
    // A rebuild of one site's configuration (an empty server's would be finished at once, the same record).
    rebuild: async (who) =>
      (await must('admin', 'POST', '/v1/admin/rebuild-sites-config', write('rebuild-sites-config', { environmentIds: [Number(site[who])] }))).json()
        .data.id,
    ipBlock: async () => {
      const n = ++serial;
      const address = `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`;
      return (await must('staff', 'POST', '/v1/admin/ip-blocks', write('ip-blocks', { address, reason: 'Matrix' }))).json().data.id;
    },
    userAgent: async () =>
      (await must('staff', 'POST', '/v1/admin/user-agent', write('user-agent', { pattern: `MatrixBot/${unique()}`, reason: 'Matrix' }))).json().data
        .id,
    lockdown: async () =>
      (await must('staff', 'POST', '/v1/admin/lockdown', write('lockdown', { accountId: companies.pop(), type: 'soft', reason: 'Matrix' }))).json()
        .data.id,
    server: async () =>
      (
        await must(
          'staff',
          'POST',
          '/v1/admin/servers',
          write('servers', {
            name: `matrix-${unique()}`,
            hostname: `matrix-${unique()}.hosting.test`,
            ip: '10.99.0.1',
            type: 'shared',
            location: 'osl-no',
            cpuCores: 4,
            memoryGb: 8,
            diskGb: 100,
          }),
        )
      ).json().data.id,
  };

  const both = async (kind: Kind) => ({ acme: await fresh[kind]('acme'), other: await fresh[kind]('other') });
  const ids: Record<Kind, Record<Account, string>> = {
    bolt,
    archivedBolt,
    site,
    database: {
      acme: await firstOf('customer', `/v1/bolts/${bolt.acme}/databases`),
      other: await firstOf('other', `/v1/bolts/${bolt.other}/databases`),
    },
    member: await both('member'),
    transfer: await both('transfer'),
    cronjob: await both('cronjob'),
    sshKey: await both('sshKey'),
    sshAccess: await both('sshAccess'),
    domain: await both('domain'),
    // Made once the domains are there (below): each is ordered for its account's domain.
    certificate: { acme: '', other: '' },
    cdnOrder: await both('cdnOrder'),
    checkout: await both('checkout'),
    addon: { acme: 'redis', other: 'redis' },
    rebuild: await both('rebuild'),
    account: await both('account'),
    ipBlock: await both('ipBlock'),
    userAgent: await both('userAgent'),
    lockdown: await both('lockdown'),
    server: await both('server'),
    session: await both('session'),
    customer: await both('customer'),
    invoice: await both('invoice'),
    activity: { acme: '', other: '' },
  };

  ids.certificate = await both('certificate');
  ids.activity = await both('activity');

  /** States some calls need, restored before each call that is expected to get through. */
  const ensure = {
    repository: (siteId: string) => call('admin', 'POST', `/v1/admin/environments/${siteId}/git`, write('git', { repodef: REPOSITORY })),
    addon: (siteId: string) => call('admin', 'POST', `/v1/admin/environments/${siteId}/addons`, write('addons', { name: 'redis' })),
    archived: (boltId: string) => call('admin', 'DELETE', `/v1/admin/bolts/${boltId}?cancelImmediately=1`),
  };

  return {
    server,
    tokens,
    call,
    ids,
    account,
    companies,
    apiKeys,
    fresh,
    ensure,
    unique,
    domainNames,
    importable,
    mintToken: (caller: SignedIn) => mintToken(server.database, `${caller}@demo.test`),
  };
}
