import { userPictures } from '../../server/db/schema';
import { PASSWORD } from './helpers';
import { newPublicKey } from './sshKeyFixtures';
import { ORDER, REPOSITORY, type Account, type Caller, type Kind, type World } from './world';
import type { Target } from './authorizationRules';

/** One call of the matrix: who, on what, and the ids that stand for its target. */
export interface Cell {
  caller: Caller;
  target: Target;
  /** The account the target's records belong to (the first id's, on a mixed target); null when missing. */
  account: Account | null;
  /** The id of a record of this kind for the target, or a missing id. */
  id(kind: Kind): string;
  world: World;
}

/**
 * A valid request for a route, so that the route's own checks decide and a refusal cannot hide
 * behind a validation error: bodies are checked before a handler looks up the record.
 */
export interface RequestSpec {
  /** The target of a route without path ids: an id the query or body carries. */
  target?: Kind;
  /** Path ids that are not what their path segment says (e.g. a Bolt in the archive). */
  params?: Record<string, Kind>;
  query?: (cell: Cell) => string;
  body?: (cell: Cell) => unknown;
  /** Sets up the state the call needs (a saved repository, an archived Bolt) before a call expected to get through. */
  prepare?: (cell: Cell) => Promise<unknown>;
  /** The call uses its record up (a deletion): each call expected to get through gets a new one. */
  fresh?: boolean;
  /** The call ends the session it is made with, so each call gets a session of its own. */
  ownSession?: boolean;
}

const write = (type: string, attributes: object) => ({ data: { type, attributes } });
/** Each domain added by the matrix has a name of its own (a name is served by one site). */
let domainsAdded = 0;
const repository = (cell: Cell) => cell.world.ensure.repository(cell.id('site'));
const addon = (cell: Cell) => cell.world.ensure.addon(cell.id('site'));
const transferTo = { body: () => write('transfers', { email: 'locked@demo.test' }) };
const decision = { body: () => write('transfers', { token: 'not-a-transfer-token' }) };
const connection = {
  target: 'database' as const,
  body: (cell: Cell) => write('databases', { databaseIds: [cell.id('database')], environmentIds: [cell.id('site')] }),
};

/**
 * Requests by route, without `/v1/` and, unless a variant differs, without `admin/`. A route not
 * listed is called with no query and no body.
 */
export const requests: Record<string, RequestSpec> = {
  'POST auth/login': { body: () => ({ username: 'customer@demo.test', password: PASSWORD }) },
  'POST auth/logout': { ownSession: true },
  // Nothing to change: the names stay, and no address change is mailed.
  'PATCH user-profile': { body: () => write('user-profile', {}) },
  'POST user-profile/confirm-email': { body: () => write('user-profile', { token: 'not-a-link' }) },
  // The picture of the account's person, stored first so there is one to serve.
  'GET user-profile/picture/{userId}': {
    params: { userId: 'customer' },
    prepare: (cell) =>
      cell.world.server.database.db
        .insert(userPictures)
        .values({ userId: Number(cell.id('customer')), contentType: 'image/webp', data: 'UklGRg==' })
        .onConflictDoNothing(),
  },
  // Not the caller's address: the deletion stops at its 422 and the matrix's accounts stay.
  'POST account/delete': { body: () => write('account-deletion', { confirmation: 'not-my-address@example.test' }) },
  'POST auth/reset-password': { body: () => write('password-resets', { email: 'nobody@example.test' }) },
  // Refused by the policy (too short): nothing changes, and no failed sign-in is counted.
  'PUT auth/password': { body: () => write('passwords', { currentPassword: 'not-the-password', password: 'short' }) },
  // Without a set-up or MFA on, these end at their own 422 and change nothing.
  'POST auth/mfa/enable': { body: () => write('mfa', { code: '000000' }) },
  'POST auth/mfa/disable': { body: () => write('mfa', { password: 'not-the-password' }) },
  'POST auth/mfa/recovery-codes': { body: () => write('mfa', { password: 'not-the-password' }) },
  'DELETE auth/sessions/{id}': { fresh: true },
  // A domain of the target account's site names it; a missing domain names none.
  'GET site-redirect': {
    target: 'domain',
    query: (cell) => `site=${encodeURIComponent(cell.world.domainNames[cell.id('domain')] ?? 'missing.example.com')}`,
  },
  // An address of the Bolt's own account: an admin gets through every check to its 422, and the
  // Bolt stays where it is for the rest of the matrix.
  'POST bolts/{id}/transfer': { body: (cell) => write('transfers', { email: cell.account === 'other' ? 'other@demo.test' : 'customer@demo.test' }) },
  'POST bolts/{id}/transfer/validate': transferTo,
  'POST bolts/{id}/transfer/request': transferTo,
  'POST bolts/{id}/transfer/accept': decision,
  'POST bolts/{id}/transfer/decline': decision,
  // An address nobody signs in with: a known user would gain access to the Bolt.
  'POST bolts/{id}/invite': { body: () => write('bolt-users', { email: 'matrix-invitee@example.test', role: 'developer' }) },
  'PUT bolts/{id}/users/{userId}': { body: () => write('bolt-users', { role: 'technical_contact' }) },
  'DELETE bolts/{id}/users/{userId}': { fresh: true },
  'PATCH environments/{id}': { body: () => write('environments', { title: 'Matrix renamed site' }) },
  'DELETE environments/{id}': { fresh: true },
  'POST environments': {
    target: 'bolt',
    query: (cell) => `bolt=${cell.id('bolt')}`,
    body: () => write('environments', { title: 'Matrix new site' }),
  },
  'POST bolts/{id}/databases': { body: () => write('databases', { name: 'matrix database' }) },
  'PATCH bolts/{id}/databases/{dbId}': { body: () => write('databases', { name: 'matrix renamed database' }) },
  'DELETE bolts/{id}/databases/{dbId}': { fresh: true },
  'POST locations/check-nextgen': { body: () => write('locations', { location: 'osl-no' }) },
  'POST bolts/validate': { body: () => write('bolts', { step: 'url_needed', url: 'example.com' }) },
  // Staff act for an account nobody signs in to; plain paths ignore customerId.
  'POST bolts/check-trials': { body: (cell) => write('bolts', { customerId: cell.world.companies[1] }) },
  'POST bolts/checkout': { body: (cell) => write('checkouts', { ...ORDER, customerId: cell.world.companies[1] }) },
  'POST bolts': {
    query: () => 'trial=1',
    body: (cell) =>
      write('bolts', { url: ORDER.url, name: ORDER.name, location: ORDER.location, cms: ORDER.cms, customerId: cell.world.companies[1] }),
  },
  // Deletion at the end of the term: the Bolt stays live for the rest of the matrix.
  'DELETE bolts/{id}': { query: () => 'cancelImmediately=0' },
  'PATCH bolts/{id}': { body: () => write('bolts', { name: 'Matrix renamed Bolt' }) },
  'POST bolts/{id}/restore': { params: { id: 'archivedBolt' }, prepare: (cell) => cell.world.ensure.archived(cell.id('archivedBolt')) },
  // To the account that holds it: an admin gets through every check to its 422, and the Bolt stays archived where it is.
  'POST bolts/archive/{id}/transfer': {
    params: { id: 'archivedBolt' },
    prepare: (cell) => cell.world.ensure.archived(cell.id('archivedBolt')),
    body: (cell) => write('transfers', { customerId: cell.world.account[cell.account ?? 'acme'] }),
  },
  'POST bolts/{id}/update-subscription': { body: () => write('subscriptions', { plan: 'enterprise', billingPeriod: 'monthly' }) },
  'GET products/suggest-subscription': { target: 'bolt', query: (cell) => `boltId=${cell.id('bolt')}` },
  'POST bolts/{id}/quota': { body: () => write('quotas', { storageMb: 10240 }) },
  'POST environments/{id}/git': { body: () => write('git', { repodef: REPOSITORY }) },
  'PUT environments/{id}/git': { body: () => write('git', { branch: 'main' }), prepare: repository },
  'DELETE environments/{id}/git': { prepare: repository },
  'POST environments/{id}/git/test-connection': { prepare: repository },
  'POST environments/{id}/git/deploy': { prepare: repository },
  'GET environments/{id}/git/deploy': { query: (cell) => `api_token=${cell.world.apiKeys.acme}`, prepare: repository },
  'POST databases/connect': connection,
  'POST databases/disconnect': connection,
  'PATCH cronjobs/{id}': { body: () => write('cronjobs', { comment: 'Matrix' }) },
  'DELETE cronjobs/{id}': { fresh: true },
  'POST cronjobs': {
    target: 'site',
    body: (cell) => ({
      data: {
        type: 'cronjobs',
        attributes: { schedule: '0 5 * * *', command: 'php -v' },
        relationships: { environment: { data: { type: 'environments', id: cell.id('site') } } },
      },
    }),
  },
  'POST environments/{id}/php/workers': { body: () => write('environments', { phpMaxWorkers: 4 }) },
  'POST environments/{id}/dev-mode': { body: () => write('environments', { enabled: false }) },
  'POST environments/{id}/purge_cache': { query: () => 'all=1' },
  // A domain of the target's site (of Acme's where the site is missing), as the WordPress plugin asks.
  'GET environments/{id}/cf-metadata': {
    query: (cell) => `domain=${cell.world.domainNames[cell.world.ids.domain[cell.account ?? 'acme']]}&zone=acd`,
  },
  'POST environments/{id}/addons': { body: () => write('addons', { name: 'redis' }) },
  'PATCH environments/{id}/addons/{name}': { body: () => write('addons', { enabled: true }), prepare: addon },
  'DELETE environments/{id}/addons/{name}': { prepare: addon },
  'GET ssh-keys': { target: 'site', query: (cell) => `environmentId=${cell.id('site')}` },
  'POST ssh-keys': { body: () => write('ssh-keys', { sshkey: newPublicKey('matrix').line }) },
  'DELETE ssh-keys/{id}': { fresh: true },
  'POST environments/{id}/ssh-access': { body: (cell) => write('ssh-access', { sshKeyId: Number(cell.id('sshKey')) }) },
  'POST admin/environments/{id}/ssh-access': { body: (cell) => write('ssh-access', { type: 'customer', sshKeyId: Number(cell.id('sshKey')) }) },
  'DELETE environments/{id}/ssh-access/{accessId}': { fresh: true },
  'POST environments/{id}/domains': { query: () => 'www=1', body: () => write('domains', { name: `matrix-added-${++domainsAdded}.example.com` }) },
  'DELETE environments/{id}/domains/{domainId}': { fresh: true },
  'POST certificates/order': {
    target: 'domain',
    body: (cell) =>
      write('certificates', {
        type: 'SELF_SIGNED',
        isWildcard: false,
        domainId: Number(cell.id('domain')),
        domain: cell.world.domainNames[cell.id('domain')] ?? 'missing.example.com',
      }),
  },
  'POST certificates': {
    target: 'site',
    body: (cell) =>
      write('certificates', {
        environmentId: Number(cell.id('site')),
        domainId: null,
        certificate: cell.world.importable.certificatePem,
        privateKey: cell.world.importable.privateKeyPem,
      }),
  },
  'DELETE certificates/{id}': { fresh: true },
  'POST dns/validate': { body: () => write('dns-validations', { recordName: 'matrix.example.invalid', recordValue: '192.0.2.1', recordType: 'A' }) },
  // Acme's domain, for Acme (staff name the customer; plain paths ignore it): others get a 422 about the domain.
  'POST provisioning/servebolt-cdn/orders': {
    body: (cell) => write('provisioning-orders', { customerId: cell.world.account.acme, domainIds: [Number(cell.world.ids.domain.acme)] }),
  },
  'DELETE provisioning/servebolt-cdn/orders/{id}': { fresh: true },
  'POST provisioning/cdn-order': {
    target: 'domain',
    query: () => 'checkout=0',
    body: (cell) => write('provisioning-orders', { type: 'sbcdn', domain: Number(cell.id('domain')) }),
  },
  'POST rebuild-sites-config': { body: () => write('rebuild-sites-config', { kind: 'php', serverId: 1 }) },
  'POST ip-blocks': { body: () => write('ip-blocks', { address: '198.19.0.1', reason: 'Matrix' }) },
  'PATCH ip-blocks/{id}': { body: () => write('ip-blocks', { reason: 'Matrix edit' }) },
  'DELETE ip-blocks/{id}': { fresh: true },
  'POST user-agent': { body: () => write('user-agent', { pattern: 'MatrixCreated/1.0', reason: 'Matrix' }) },
  'PATCH user-agent/{id}': { body: () => write('user-agent', { pattern: 'MatrixEdited/1.0', reason: 'Matrix edit' }) },
  'DELETE user-agent/{id}': { fresh: true },
  'POST lockdown': { body: (cell) => write('lockdown', { accountId: cell.world.companies[0], type: 'soft', reason: 'Matrix' }) },
  'PATCH lockdown/{id}': { body: () => write('lockdown', { type: 'hard' }) },
  'DELETE lockdown/{id}': { fresh: true },
  'POST servers': {
    body: () =>
      write('servers', {
        name: 'matrix-created',
        hostname: 'matrix-created.hosting.test',
        ip: '10.99.0.2',
        type: 'shared',
        location: 'osl-no',
        cpuCores: 4,
        memoryGb: 8,
        diskGb: 100,
      }),
  },
  'PATCH servers/{id}': { body: () => write('servers', { notes: 'Matrix' }) },
  'DELETE servers/{id}': { fresh: true },
};

/** The request of a route key such as `POST /v1/admin/bolts/{id}/invite`. */
export function requestFor(route: string): RequestSpec {
  const [method, path] = route.split(' ');
  const bare = path.replace(/^\/v1\//, '');
  return requests[`${method} ${bare}`] ?? requests[`${method} ${bare.replace(/^admin\//, '')}`] ?? {};
}

const SEGMENT_KINDS: Record<string, Kind> = {
  bolts: 'bolt',
  environments: 'site',
  databases: 'database',
  users: 'member',
  transfer: 'transfer',
  cronjobs: 'cronjob',
  'ssh-keys': 'sshKey',
  'ssh-access': 'sshAccess',
  domains: 'domain',
  certificates: 'certificate',
  certificate: 'certificate',
  orders: 'cdnOrder',
  checkout: 'checkout',
  addons: 'addon',
  'ip-blocks': 'ipBlock',
  'user-agent': 'userAgent',
  lockdown: 'lockdown',
  servers: 'server',
  invoices: 'invoice',
  customers: 'customer',
  sessions: 'session',
  activity: 'activity',
  'audit-events': 'activity',
  'rebuild-sites-config': 'rebuild',
  accounts: 'account',
};

/** The path's ids in order, with what each names (from the segment before it). */
export function pathParams(route: string): { name: string; kind: Kind }[] {
  const segments = route.split(' ')[1].split('/');
  const spec = requestFor(route);
  return segments.flatMap((segment, i) => {
    const name = /^\{(\w+)\}$/.exec(segment)?.[1];
    if (!name) return [];
    const kind = spec.params?.[name] ?? SEGMENT_KINDS[segments[i - 1]];
    if (!kind) throw new Error(`${route}: nothing says what {${name}} names; add its segment to SEGMENT_KINDS`);
    return [{ name, kind }];
  });
}
