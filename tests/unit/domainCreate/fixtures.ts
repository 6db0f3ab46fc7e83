import { HttpError } from 'react-admin';
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { toHttpErrorBody } from '../../../src/dataProvider/errorBody';
import type { Certificate, Domain, ProvisioningOrder } from '../../../src/dataProvider/calls/certificates';
import type { DnsRow } from '../../../src/wizards/domainCreate/dnsCheck';
import { domainCreateMachine, type DomainCreateEvent } from '../../../src/wizards/domainCreate/machine';
import type { DomainCreateEmitted, DomainCreateInput } from '../../../src/wizards/domainCreate/types';

/** The site the wizard adds domains to: its address, IPv6 address and host name. */
export const TARGET = { ip: '203.0.113.10', ipv6: '2001:db8::10', hostname: 'site-7.hosting.test' };
export const WIZARD: DomainCreateInput = { entry: 'wizard', siteId: '7', environmentName: 'Shop', target: TARGET };

/** A certificate as GET certificates/{id} answers it, in the given status. */
export const certificate = (status: string, extra: Partial<Certificate> = {}): Certificate => ({
  id: '31',
  domain: 'example.com',
  domainId: 5,
  environmentId: 7,
  boltId: 3,
  type: 'LETS_ENCRYPT',
  status,
  statusMessage: null,
  autoRenew: true,
  isWildcard: false,
  expiresAt: status === 'ACTIVE' ? '2026-03-01T00:00:00.000Z' : null,
  issuedAt: null,
  dnsChallenges: status === 'AWAITING_CHALLENGE' ? { '_acme-challenge.example.com': ['tXt-VaLuE'] } : {},
  challengeType: 'TXT',
  customer: null,
  createdAt: '2025-12-01T10:00:00.000Z',
  ...extra,
});

export const domain = (extra: Partial<Domain> = {}): Domain => ({
  id: '5',
  name: 'example.com',
  boltId: 3,
  environmentId: 7,
  environment: { title: 'Shop', state: 'production' },
  cdn: { enabled: false, orderStatus: null, orderId: null },
  readonly: false,
  apex: true,
  deletable: true,
  certificates: [],
  customer: null,
  createdAt: '2025-12-01T10:00:00.000Z',
  ...extra,
});

export const cdnOrder = (type: 'acd' | 'sbcdn'): ProvisioningOrder => ({
  id: '12',
  type,
  status: 'pending',
  customerId: 4,
  customer: 'Acme Web AS',
  customerUserId: 3,
  domains: [],
  createdAt: '2025-12-01T10:00:00.000Z',
});

/** A JSON:API failure as the data provider throws it: the first error's detail, then others. */
export const apiError = (status: number, ...details: string[]) => {
  const body = { message: 'The request failed', errors: details.map((detail) => ({ status: String(status), title: 'Invalid', detail })) };
  const errorBody = toHttpErrorBody(status, body);
  return new HttpError(errorBody.message, status, errorBody);
};
export const offline = () => new TypeError('Failed to fetch');

const rows = (names: string[], isActive: boolean): DnsRow[] =>
  names.map((name) => ({ name, isActive, message: isActive ? null : 'record not found' }));

/** Fake calls: each answers its default unless a test queues other answers first. */
export function fakeCalls() {
  return {
    checkDns: vi.fn(async ({ names }: { names: string[] }) => rows(names, true)),
    createDomain: vi.fn(async (_input: { siteId: string; name: string; www: boolean }) => domain()),
    deleteDomain: vi.fn(async (_input: unknown): Promise<void> => undefined),
    loadCertificates: vi.fn(async (_input: unknown) => [certificate('ACTIVE', { id: '20' }), certificate('FAILED_DRAFT', { id: '21' })]),
    linkCertificate: vi.fn(async (_input: unknown) => domain()),
    orderCertificate: vi.fn(async (_input: unknown) => ({ data: certificate('DRAFT'), meta: {} as { message?: string } })),
    orderCdn: vi.fn(async (input: { type: 'acd' | 'sbcdn' }) => cdnOrder(input.type)),
    fetchCertificate: vi.fn(async (_input: { id: string }) => certificate('ACTIVE')),
    completeChallenge: vi.fn(async (_input: { id: string }) => ({
      data: certificate('REQUEST_CHALLENGE'),
      meta: { message: 'verifying your DNS records please wait' } as { message?: string },
    })),
  };
}
export type FakeCalls = ReturnType<typeof fakeCalls>;

/** The fakes as the machine's actors. */
export const actorsOf = (calls: FakeCalls) =>
  Object.fromEntries(
    Object.entries(calls).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (input: unknown) => Promise<unknown>)(input))]),
  ) as never;

/** The wizard's machine with fake calls as its actors; a test queues answers on `calls`. */
export const setUp = (calls: FakeCalls = fakeCalls()) => ({ calls, machine: domainCreateMachine.provide({ actors: actorsOf(calls) }) });
type Machine = ReturnType<typeof setUp>['machine'];

/** Starts the machine, or resumes it from a saved snapshot. */
export const start = (machine: Machine, input: DomainCreateInput = WIZARD, snapshot?: unknown) =>
  createActor(machine, { input, snapshot: snapshot as never }).start();
type Actor = ReturnType<typeof start>;

/** Starts the machine and keeps everything it emits, from its first step on. */
export const startWatched = (machine: Machine, input: DomainCreateInput = WIZARD) => {
  const actor = createActor(machine, { input });
  const emitted: DomainCreateEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor: actor.start(), emitted };
};

/** Waits until no call of the machine is under way. */
export const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));

/** Sends each event once the previous one's calls have settled, as a person clicking would. */
export const send = async (actor: Actor, ...events: DomainCreateEvent[]) => {
  for (const event of events) {
    actor.send(event);
    await settle(actor);
  }
  return actor.getSnapshot();
};
export const NEXT = { type: 'NEXT' } as const;
