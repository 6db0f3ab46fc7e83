import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { CdnCustomer, CdnOrderRequest, ProvisioningOrder, ProvisioningOrderStatus } from '../../../src/dataProvider/calls/provisioning';
import { cdnSetupMachine, stepOf } from '../../../src/wizards/cdnSetup/machine';
import type { CdnSetupInput } from '../../../src/wizards/cdnSetup/types';
import { at, domain, order, step, T0 } from './fixtures';

const acme: CdnCustomer = { id: 2, userId: 12, name: 'Acme Web AS' };
const other: CdnCustomer = { id: 5, userId: 15, name: 'Other Media Ltd' };
const pick = (id: number, locked = false) => ({ type: 'TOGGLE' as const, domain: { id, name: `site${id}.example.com`, locked } });
const created: ProvisioningOrder = {
  id: '41',
  type: 'sbcdn',
  status: 'pending',
  customerId: 2,
  customer: 'Acme Web AS',
  customerUserId: 12,
  domains: [],
  createdAt: at(0),
};

interface Fakes {
  create?: (input: CdnOrderRequest) => Promise<ProvisioningOrder>;
  /** Answers of GET …/status, one per call; the last one repeats. */
  statuses?: ProvisioningOrderStatus[];
  resume?: () => Promise<ProvisioningOrderStatus>;
}

/**
 * The machine on XState's simulated clock with fake calls. Date is faked too (from T0), so the
 * machine's "now" and its timers move together: `advance` moves both.
 */
function start(input: CdnSetupInput, fakes: Fakes = {}) {
  const clock = new SimulatedClock();
  const calls = { create: [] as CdnOrderRequest[], status: 0, resume: [] as number[] };
  const statuses = fakes.statuses ?? [order(domain('a.example.com', 'complete'))];
  const machine = cdnSetupMachine.provide({
    actors: {
      createOrder: fromPromise<ProvisioningOrder, CdnOrderRequest>(async ({ input: request }) => {
        calls.create.push(request);
        return (fakes.create ?? (async () => created))(request);
      }),
      fetchStatus: fromPromise<ProvisioningOrderStatus, { orderId: string }>(async () => statuses[Math.min(calls.status++, statuses.length - 1)]),
      resume: fromPromise<ProvisioningOrderStatus, { orderId: string }>(async () => {
        calls.resume.push(Date.now() - T0);
        return (fakes.resume ?? (async () => statuses[statuses.length - 1]))();
      }),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const advance = async (ms: number) => {
    vi.setSystemTime(Date.now() + ms);
    clock.increment(ms);
    // Let the invoked calls' promises settle.
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  return { actor, calls, advance };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('CDN wizard: customer and domains (spec 2 §2.3, §5)', () => {
  it('asks staff for the customer first and will not go on without one', () => {
    const { actor } = start({ asStaff: true });
    expect(stepOf(actor.getSnapshot())).toBe('started');
    actor.send({ type: 'NEXT' });
    expect(stepOf(actor.getSnapshot())).toBe('started');
    expect(actor.getSnapshot().context.error).toBe('Please select customer');
    actor.send({ type: 'CUSTOMER_CHOSEN', customer: acme });
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ SelectDomains: 'choosing' })).toBe(true);
    expect(actor.getSnapshot().context.customer).toEqual(acme);
  });

  it('skips the customer step for customers, who order for themselves', async () => {
    const { actor, calls } = start({ asStaff: false });
    expect(stepOf(actor.getSnapshot())).toBe('SelectDomains');
    actor.send({ type: 'PREVIOUS' });
    expect(stepOf(actor.getSnapshot())).toBe('SelectDomains');
    actor.send(pick(1));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.create).toEqual([{ customerId: null, domainIds: [1] }]);
  });

  it('orders the picked customer’s domains for staff', async () => {
    const { actor, calls } = start({ asStaff: true });
    actor.send({ type: 'CUSTOMER_CHOSEN', customer: acme });
    actor.send({ type: 'NEXT' });
    actor.send(pick(4));
    actor.send(pick(9));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.create).toEqual([{ customerId: 2, domainIds: [4, 9] }]);
    expect(actor.getSnapshot().context.orderId).toBe('41');
  });

  it('takes at most 3 domains, never a locked one, and lets a chosen one go', () => {
    const { actor } = start({ asStaff: false });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().matches({ SelectDomains: 'choosing' })).toBe(true);
    actor.send(pick(8, true));
    expect(actor.getSnapshot().context.domains).toEqual([]);
    for (const id of [1, 2, 3, 4]) actor.send(pick(id));
    expect(actor.getSnapshot().context.domains.map((each) => each.id)).toEqual([1, 2, 3]);
    actor.send(pick(2));
    actor.send(pick(4));
    expect(actor.getSnapshot().context.domains.map((each) => each.id)).toEqual([1, 3, 4]);
  });

  it('drops the chosen domains when staff go back and pick another customer, not the same one', () => {
    const { actor } = start({ asStaff: true });
    actor.send({ type: 'CUSTOMER_CHOSEN', customer: acme });
    actor.send({ type: 'NEXT' });
    actor.send(pick(1));
    actor.send({ type: 'PREVIOUS' });
    actor.send({ type: 'CUSTOMER_CHOSEN', customer: acme });
    expect(actor.getSnapshot().context.domains).toHaveLength(1);
    actor.send({ type: 'CUSTOMER_CHOSEN', customer: other });
    expect(actor.getSnapshot().context.domains).toEqual([]);
  });

  it('stays on the domains with the response error when the order cannot be created, and tries again', async () => {
    let attempts = 0;
    const { actor, calls } = start(
      { asStaff: false },
      {
        create: async () => {
          if (++attempts === 1) throw new Error('site1.example.com already has the CDN enabled.');
          return created;
        },
      },
    );
    actor.send(pick(1));
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches({ SelectDomains: 'choosing' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('site1.example.com already has the CDN enabled.');
    expect(actor.getSnapshot().context.orderId).toBeNull();
    actor.send({ type: 'NEXT' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.create).toHaveLength(2);
  });
});

describe('CDN wizard: validation (spec 2 §2.3, §4)', () => {
  it('resumes an existing order from the query and polls while steps are in progress, until every domain is complete', async () => {
    const working = order(domain('a.example.com', 'in_progress', { ownership: step('complete'), ssl: step('in_progress') }));
    const done = order(domain('a.example.com', 'complete'));
    const { actor, calls, advance } = start({ asStaff: true, orderId: '41' }, { statuses: [working, working, done] });
    await waitFor(actor, (s) => s.matches({ validation: 'watching' }));
    expect(calls.status).toBe(1);
    await advance(4999);
    expect(calls.status).toBe(1);
    await advance(1);
    await waitFor(actor, (s) => s.matches({ validation: 'watching' }) && calls.status === 2);
    await advance(5000);
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.status).toBe(3);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('does not finish while one domain of the order is not complete', async () => {
    const half = order(domain('a.example.com', 'complete'), domain('b.example.com', 'in_progress', { ownership: step('in_progress') }, 2));
    const { actor } = start({ asStaff: false, orderId: '41' }, { statuses: [half] });
    await waitFor(actor, (s) => s.matches({ validation: 'watching' }));
    expect(stepOf(actor.getSnapshot())).toBe('validation');
  });

  it('waits for the person on action_required without polling, and a retry resumes the order', async () => {
    const routing = step('action_required', { message: 'The domain does not point at the CDN yet.' });
    const stuck = order(domain('fail-a.example.com', 'action_required', { ownership: step('complete'), ssl: step('complete'), routing }));
    const { actor, calls, advance } = start(
      { asStaff: false, orderId: '41' },
      { statuses: [stuck], resume: async () => order(domain('fail-a.example.com', 'complete')) },
    );
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }));
    await advance(60_000);
    expect(calls.status).toBe(1);
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.resume).toHaveLength(1);
  });

  it('reschedules a retry for its retry_at when that is in the future, and resumes again then', async () => {
    const routing = (retryAt: string | null) => step('action_required', { isRetry: true, retry_at: retryAt, message: 'No CNAME yet.' });
    const stuck = (retryAt: string | null) =>
      order(domain('fail-a.example.com', 'action_required', { ownership: step('complete'), ssl: step('complete'), routing: routing(retryAt) }));
    const answers = [stuck(at(30_000)), order(domain('fail-a.example.com', 'complete'))];
    const { actor, calls, advance } = start(
      { asStaff: false, orderId: '41' },
      { statuses: [stuck(null)], resume: async () => answers[calls.resume.length - 1] },
    );
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ validation: 'scheduled' }));
    expect(calls.resume).toEqual([0]);
    expect(actor.getSnapshot().context.retryAt).toBe(at(30_000));
    // The status stays fresh meanwhile; the retry waits for its moment.
    for (let elapsed = 0; elapsed < 25_000; elapsed += 5000) await advance(5000);
    expect(calls.resume).toEqual([0]);
    expect(calls.status).toBeGreaterThan(1);
    await waitFor(actor, (s) => s.matches({ validation: 'scheduled' }));
    await advance(5000);
    await waitFor(actor, (s) => s.matches('finished'));
    expect(calls.resume).toEqual([0, 30_000]);
  });

  it('resumes at once and schedules nothing when retry_at has passed', async () => {
    const past = order(domain('fail-a.example.com', 'action_required', { routing: step('action_required', { isRetry: true, retry_at: at(-1000) }) }));
    const { actor, calls } = start({ asStaff: false, orderId: '41' }, { statuses: [past], resume: async () => past });
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }) && calls.resume.length === 1);
    expect(actor.getSnapshot().context.retryAt).toBeNull();
  });

  it('keeps the step with the error when a retry fails, and when the status cannot be read offers to read it again', async () => {
    const stuck = order(domain('fail-a.example.com', 'action_required', { ownership: step('action_required') }));
    const { actor } = start(
      { asStaff: false, orderId: '41' },
      { statuses: [stuck], resume: async () => Promise.reject(new Error('Resource not found')) },
    );
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches({ validation: 'waiting' }) && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Resource not found');

    let reads = 0;
    const machine = cdnSetupMachine.provide({
      actors: {
        fetchStatus: fromPromise(async () => {
          if (++reads === 1) throw new Error('Unexpected error');
          return stuck;
        }),
      },
    });
    const reader = createActor(machine, { input: { asStaff: false, orderId: '41' } }).start();
    await waitFor(reader, (s) => s.matches({ validation: 'loadFailed' }));
    expect(reader.getSnapshot().context.error).toBe('Unexpected error');
    reader.send({ type: 'RELOAD' });
    await waitFor(reader, (s) => s.matches({ validation: 'waiting' }));
    expect(reader.getSnapshot().context.error).toBeNull();
  });
});

describe('CDN wizard: save and quit (ARCHITECTURE §4)', () => {
  it('resumes a saved validation: the status is read again and its polling starts over', async () => {
    const working = order(domain('a.example.com', 'in_progress', { ssl: step('in_progress') }));
    const first = start({ asStaff: false, orderId: '41' }, { statuses: [working] });
    await waitFor(first.actor, (s) => s.matches({ validation: 'watching' }));
    const saved = JSON.parse(JSON.stringify(first.actor.getPersistedSnapshot()));
    first.actor.stop();

    const clock = new SimulatedClock();
    let reads = 0;
    const machine = cdnSetupMachine.provide({
      actors: { fetchStatus: fromPromise(async () => (++reads < 3 ? working : order(domain('a.example.com', 'complete')))) },
    });
    const resumed = createActor(machine, { snapshot: saved, clock, input: { asStaff: false } }).start();
    resumed.send({ type: 'RELOAD' });
    await waitFor(resumed, (s) => s.matches({ validation: 'watching' }) && reads === 1);
    for (const ms of [5000, 5000]) {
      vi.setSystemTime(Date.now() + ms);
      clock.increment(ms);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await waitFor(resumed, (s) => s.matches('finished'));
    expect(reads).toBe(3);
  });
});
