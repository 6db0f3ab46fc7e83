import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyEventObject } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { progressStore } from '../../src/components/Wizard/progress';
import { boltCreateMachine, BOLT_CREATE_VERSION, stepOf, type BoltCreateEvent } from '../../src/wizards/boltCreate/machine';
import { checkout, CMS, invalid, LOCATIONS, PLANS, serverDown } from './boltCreateFixtures';

/** Fake calls: each answers its default unless a test queues failures or other answers first. */
function fakeCalls() {
  const calls = {
    validateStep: vi.fn(async (_input: unknown): Promise<void> => undefined),
    loadPlans: vi.fn(async () => PLANS),
    checkTrials: vi.fn(async (_input: { customerId: number | null }) => ({ available: 1, used: 1, max: 2 })),
    loadLocations: vi.fn(async () => LOCATIONS),
    checkNextgen: vi.fn(async ({ location }: { location: string }) => ({ isLegacy: location === 'lon-gb' })),
    loadCms: vi.fn(async () => CMS),
    startCheckout: vi.fn(async (_order: Record<string, unknown>) => checkout('paid')),
    fetchCheckout: vi.fn(async (_input: { id: string }) => checkout('paid')),
    createBolt: vi.fn(async (_input: unknown) => ({ id: '42', name: 'New shop' })),
  };
  const actors = Object.fromEntries(
    Object.entries(calls).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (input: unknown) => Promise<unknown>)(input))]),
  );
  return { calls, machine: boltCreateMachine.provide({ actors: actors as never, delays: { checkoutPoll: 5 } }) };
}

type Machine = ReturnType<typeof fakeCalls>['machine'];
const start = (machine: Machine, asStaff = false, snapshot?: unknown) =>
  createActor(machine, { input: { asStaff }, snapshot: snapshot as never }).start();
type Actor = ReturnType<typeof start>;
const settle = (actor: Actor) => waitFor(actor, (s) => !s.hasTag('busy'));
/** Sends each event once the previous one's calls have settled, as a person clicking would. */
const send = async (actor: Actor, ...events: BoltCreateEvent[]) => {
  for (const event of events) {
    actor.send(event);
    await settle(actor);
  }
  return actor.getSnapshot();
};
const NEXT = { type: 'NEXT' } as const;

async function toLocation(actor: Actor) {
  await send(actor, { type: 'URL_CHANGED', value: 'https://Shop.Example.com/' }, NEXT);
  await send(
    actor,
    { type: 'NAME_CHANGED', value: 'New shop' },
    { type: 'PLAN_CHOSEN', plan: 'business' },
    { type: 'PERIOD_CHANGED', period: 'annual' },
    NEXT,
  );
}
async function toFinalizing(actor: Actor) {
  await toLocation(actor);
  await send(actor, { type: 'LOCATION_CHOSEN', location: 'lon-gb' }, NEXT);
  await send(actor, { type: 'CMS_CHOSEN', cms: 'wordpress' }, NEXT);
}

describe('url_needed', () => {
  it('keeps Next disabled while the URL is empty or invalid, then validates the step', async () => {
    const { machine, calls } = fakeCalls();
    const actor = start(machine);
    expect(stepOf(actor.getSnapshot())).toBe('url_needed');
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'URL_CHANGED', value: 'not a domain' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'URL_CHANGED', value: 'https://www.example.com/shop' }, NEXT);
    expect(calls.validateStep).toHaveBeenCalledWith({ step: 'url_needed', attributes: { url: 'https://www.example.com/shop' } });
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'editing' });
  });

  it('shows the server’s message on a failed validation and retries', async () => {
    const { machine, calls } = fakeCalls();
    calls.validateStep.mockRejectedValueOnce(invalid('url', 'Please enter a valid domain name.')).mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    expect(actor.getSnapshot().value).toEqual({ url_needed: 'failed' });
    expect(actor.getSnapshot().context.error?.fields).toEqual({ url: 'Please enter a valid domain name.' });
    await send(actor, { type: 'URL_CHANGED', value: 'example.org' });
    expect(actor.getSnapshot().context.error?.fields).toEqual({});
    await send(actor, NEXT);
    expect(actor.getSnapshot().context.error?.message).toBe('Something went wrong on our side.');
    await send(actor, { type: 'RETRY' });
    expect(stepOf(actor.getSnapshot())).toBe('basics_needed');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('basics_needed', () => {
  it('loads the plans and the free tests, with Retry for each', async () => {
    const { machine, calls } = fakeCalls();
    calls.loadPlans.mockRejectedValueOnce(serverDown());
    calls.checkTrials.mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'plansFailed' });
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'trialsFailed' });
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'editing' });
    expect(actor.getSnapshot().context).toMatchObject({ plans: PLANS, trials: { available: 1 } });
    expect(calls.checkTrials).toHaveBeenLastCalledWith({ customerId: null });
  });

  it('keeps Next disabled while the name is empty or no plan or free test is chosen', async () => {
    const { machine } = fakeCalls();
    const actor = start(machine);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'NAME_CHANGED', value: '   ' }, { type: 'PLAN_CHOSEN', plan: 'pro' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'NAME_CHANGED', value: 'Shop' });
    expect(actor.getSnapshot().can(NEXT)).toBe(true);
  });

  it('offers the free test only while the account has one left; it is a monthly pro Bolt', async () => {
    const { machine, calls } = fakeCalls();
    calls.checkTrials.mockResolvedValueOnce({ available: 0, used: 2, max: 2 });
    const actor = start(machine);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT, { type: 'TRIAL_CHOSEN' });
    expect(actor.getSnapshot().context.trial).toBe(false);

    const second = start(fakeCalls().machine);
    await send(second, { type: 'URL_CHANGED', value: 'example.com' }, NEXT, { type: 'PLAN_CHOSEN', plan: 'scale' }, { type: 'TRIAL_CHOSEN' });
    expect(second.getSnapshot().context).toMatchObject({ trial: true });
    await send(second, { type: 'PLAN_CHOSEN', plan: 'business' });
    expect(second.getSnapshot().context).toMatchObject({ trial: false, plan: 'business' });
  });

  it('has staff pick the customer first and counts that customer’s free tests', async () => {
    const { machine, calls } = fakeCalls();
    const actor = start(machine, true);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'editing' });
    expect(actor.getSnapshot().context.plans).toEqual(PLANS);
    expect(calls.checkTrials).not.toHaveBeenCalled();
    await send(actor, { type: 'NAME_CHANGED', value: 'Shop' }, { type: 'PLAN_CHOSEN', plan: 'pro' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'CUSTOMER_CHOSEN', customer: { id: 7, name: 'Acme' } }, { type: 'TRIAL_CHOSEN' });
    expect(calls.checkTrials).toHaveBeenLastCalledWith({ customerId: 7 });
    expect(actor.getSnapshot().context.trial).toBe(true);
    await send(actor, { type: 'CUSTOMER_CHOSEN', customer: { id: 8, name: 'Other' } });
    expect(actor.getSnapshot().context).toMatchObject({ trial: false, customer: { id: 8 } });
    expect(calls.checkTrials).toHaveBeenLastCalledWith({ customerId: 8 });
    await send(actor, NEXT);
    expect(calls.validateStep).toHaveBeenLastCalledWith({
      step: 'basics_needed',
      attributes: { url: 'example.com', name: 'Shop', plan: 'pro', billingPeriod: 'monthly' },
    });
    expect(stepOf(actor.getSnapshot())).toBe('location_needed');
  });

  it('goes back to the URL and returns without asking again', async () => {
    const { machine, calls } = fakeCalls();
    const actor = start(machine);
    await toLocation(actor);
    await send(actor, { type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toEqual({ basics_needed: 'editing' });
    await send(actor, { type: 'PREVIOUS' });
    expect(actor.getSnapshot().context.url).toBe('https://Shop.Example.com/');
    await send(actor, NEXT);
    expect(calls.loadPlans).toHaveBeenCalledTimes(1);
    expect(calls.checkTrials).toHaveBeenCalledTimes(1);
  });
});

describe('location_needed and installation_needed', () => {
  it('loads the locations, learns whether the chosen one is legacy, and retries each call', async () => {
    const { machine, calls } = fakeCalls();
    calls.loadLocations.mockRejectedValueOnce(serverDown());
    calls.checkNextgen.mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await toLocation(actor);
    expect(actor.getSnapshot().value).toEqual({ location_needed: 'loadFailed' });
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'LOCATION_CHOSEN', location: 'lon-gb' });
    expect(actor.getSnapshot().value).toEqual({ location_needed: 'platformFailed' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().context).toMatchObject({ location: 'lon-gb', isLegacy: true });
    await send(actor, { type: 'LOCATION_CHOSEN', location: 'osl-no' });
    expect(actor.getSnapshot().context).toMatchObject({ location: 'osl-no', isLegacy: false });
    calls.validateStep.mockRejectedValueOnce(invalid('location', 'No server can take a new Bolt in this location right now.'));
    await send(actor, NEXT);
    expect(actor.getSnapshot().value).toEqual({ location_needed: 'failed' });
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().value).toEqual({ installation_needed: 'editing' });
  });

  it('loads the CMS list with Retry and keeps Next disabled until one is chosen', async () => {
    const { machine, calls } = fakeCalls();
    calls.loadCms.mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await toLocation(actor);
    await send(actor, { type: 'LOCATION_CHOSEN', location: 'osl-no' }, NEXT);
    expect(actor.getSnapshot().value).toEqual({ installation_needed: 'loadFailed' });
    await send(actor, { type: 'RETRY' });
    expect(actor.getSnapshot().can(NEXT)).toBe(false);
    calls.validateStep.mockRejectedValueOnce(invalid('cms', 'Please choose one of the options.'));
    await send(actor, { type: 'CMS_CHOSEN', cms: 'wordpress' }, NEXT);
    expect(actor.getSnapshot().value).toEqual({ installation_needed: 'failed' });
    await send(actor, { type: 'RETRY' });
    expect(calls.validateStep).toHaveBeenLastCalledWith({
      step: 'installation_needed',
      attributes: {
        url: 'https://Shop.Example.com/',
        name: 'New shop',
        plan: 'business',
        billingPeriod: 'annual',
        location: 'osl-no',
        cms: 'wordpress',
      },
    });
    expect(stepOf(actor.getSnapshot())).toBe('done');
  });
});

describe('finalizing', () => {
  it('pays through a checkout, then makes the Bolt from it', async () => {
    const { machine, calls } = fakeCalls();
    const actor = start(machine);
    await toFinalizing(actor);
    const order = {
      url: 'https://Shop.Example.com/',
      name: 'New shop',
      plan: 'business',
      billingPeriod: 'annual',
      location: 'lon-gb',
      cms: 'wordpress',
    };
    expect(calls.startCheckout).toHaveBeenCalledWith(order);
    expect(calls.createBolt).toHaveBeenCalledWith({ attributes: order, trial: false, checkoutId: 'chk_1' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.bolt).toEqual({ id: '42', name: 'New shop' });
  });

  it('creates a free test without a checkout; staff send the customer', async () => {
    const { machine, calls } = fakeCalls();
    const actor = start(machine, true);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    await send(
      actor,
      { type: 'CUSTOMER_CHOSEN', customer: { id: 7, name: 'Acme' } },
      { type: 'NAME_CHANGED', value: 'Test' },
      { type: 'TRIAL_CHOSEN' },
      NEXT,
    );
    await send(actor, { type: 'LOCATION_CHOSEN', location: 'osl-no' }, NEXT);
    await send(actor, { type: 'CMS_CHOSEN', cms: 'wordpress' }, NEXT);
    expect(calls.startCheckout).not.toHaveBeenCalled();
    expect(calls.createBolt).toHaveBeenCalledWith({
      attributes: { url: 'example.com', name: 'Test', plan: 'pro', billingPeriod: 'monthly', location: 'osl-no', cms: 'wordpress', customerId: 7 },
      trial: true,
      checkoutId: null,
    });
    expect(stepOf(actor.getSnapshot())).toBe('done');
  });

  it('shows a declined payment with Retry (a new checkout) and Previous', async () => {
    const { machine, calls } = fakeCalls();
    const declined = 'The payment was declined. Please check your card details or use another card.';
    calls.startCheckout
      .mockResolvedValueOnce(checkout('failed', { message: declined }))
      .mockResolvedValueOnce(checkout('failed', { message: declined }));
    const actor = start(machine);
    await toFinalizing(actor);
    expect(actor.getSnapshot().value).toEqual({ finalizing: 'failed' });
    expect(actor.getSnapshot().context.error).toEqual({ message: declined, fields: {} });
    await send(actor, { type: 'RETRY' });
    expect(calls.startCheckout).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ finalizing: 'failed' });
    await send(actor, { type: 'PREVIOUS' });
    expect(actor.getSnapshot().value).toEqual({ installation_needed: 'editing' });
    expect(calls.createBolt).not.toHaveBeenCalled();
  });

  it('waits for an open checkout until the provider settles it', async () => {
    const { machine, calls } = fakeCalls();
    calls.startCheckout.mockResolvedValueOnce(checkout('open'));
    calls.fetchCheckout.mockResolvedValueOnce(checkout('open'));
    const actor = start(machine);
    await toFinalizing(actor);
    expect(calls.fetchCheckout).toHaveBeenCalledTimes(2);
    expect(calls.fetchCheckout).toHaveBeenCalledWith({ id: 'chk_1' });
    expect(stepOf(actor.getSnapshot())).toBe('done');
  });

  it('after a failed creation retries with the paid checkout instead of charging again', async () => {
    const { machine, calls } = fakeCalls();
    calls.createBolt.mockRejectedValueOnce(serverDown());
    calls.fetchCheckout.mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await toFinalizing(actor);
    expect(actor.getSnapshot().value).toEqual({ finalizing: 'failed' });
    expect(actor.getSnapshot().context.error?.message).toBe('Something went wrong on our side.');
    await send(actor, { type: 'RETRY' });
    expect(calls.startCheckout).toHaveBeenCalledTimes(1);
    expect(stepOf(actor.getSnapshot())).toBe('done');
  });

  it('charges again when the plan changed after a paid checkout, and reports a failed status check', async () => {
    const { machine, calls } = fakeCalls();
    calls.createBolt.mockRejectedValueOnce(serverDown());
    calls.startCheckout.mockResolvedValueOnce(checkout('paid')).mockResolvedValueOnce(checkout('open', { id: 'chk_2', plan: 'pro' }));
    calls.fetchCheckout.mockRejectedValueOnce(serverDown());
    const actor = start(machine);
    await toFinalizing(actor);
    await send(actor, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, { type: 'PREVIOUS' }, { type: 'PLAN_CHOSEN', plan: 'pro' }, NEXT);
    await send(actor, NEXT);
    await send(actor, NEXT);
    expect(calls.startCheckout).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toEqual({ finalizing: 'failed' });
    await send(actor, { type: 'RETRY' });
    expect(calls.startCheckout).toHaveBeenCalledTimes(3);
  });
});

describe('save and quit', () => {
  it('resumes a persisted snapshot at the same step with the same inputs', async () => {
    const { machine } = fakeCalls();
    const actor = start(machine);
    await toLocation(actor);
    await send(actor, { type: 'LOCATION_CHOSEN', location: 'lon-gb' });
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const resumed = start(fakeCalls().machine, false, saved);
    expect(resumed.getSnapshot().value).toEqual({ location_needed: 'editing' });
    expect(resumed.getSnapshot().context).toEqual(actor.getSnapshot().context);
    await send(resumed, NEXT);
    expect(stepOf(resumed.getSnapshot())).toBe('installation_needed');
  });

  it('resumes a call that was under way when saved', async () => {
    const { machine, calls } = fakeCalls();
    calls.loadLocations.mockReturnValueOnce(new Promise(() => undefined));
    const actor = start(machine);
    await send(actor, { type: 'URL_CHANGED', value: 'example.com' }, NEXT);
    actor.send({ type: 'NAME_CHANGED', value: 'Shop' });
    actor.send({ type: 'PLAN_CHOSEN', plan: 'pro' });
    actor.send(NEXT);
    await waitFor(actor, (s) => s.matches({ location_needed: 'loading' }));
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()));
    actor.stop();
    const resumed = start(fakeCalls().machine, false, saved);
    expect((await settle(resumed)).value).toEqual({ location_needed: 'editing' });
    expect(resumed.getSnapshot().context.locations).toEqual(LOCATIONS);
  });

  it('stores the snapshot with its version and role, and drops one of another version or role', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (k: string) => items.get(k) ?? null,
      setItem: (k: string, v: string) => void items.set(k, v),
      removeItem: (k: string) => void items.delete(k),
    } as Storage;
    const store = progressStore('wizard.boltCreate', BOLT_CREATE_VERSION, () => storage);
    store.save({ value: 'x' }, 'customer');
    expect(JSON.parse(items.get('wizard.boltCreate')!)).toEqual({ version: BOLT_CREATE_VERSION, role: 'customer', snapshot: { value: 'x' } });
    expect(store.load('customer')).toEqual({ value: 'x' });
    expect(store.load('staff')).toBeUndefined();
    expect(items.has('wizard.boltCreate')).toBe(false);
    store.save({ value: 'x' }, 'customer');
    expect(progressStore('wizard.boltCreate', BOLT_CREATE_VERSION + 1, () => storage).load('customer')).toBeUndefined();
    items.set('wizard.boltCreate', '{not json');
    expect(store.load('customer')).toBeUndefined();
    store.save({ value: 'x' }, 'customer');
    store.clear();
    expect(store.load('customer')).toBeUndefined();
  });
});

// A couple of thousand snapshots per role: seconds on a busy machine, hence its own time limit.
describe('every state is reachable', () => {
  it('finds a path to each resting state of both roles', () => {
    const never = fromPromise(() => new Promise<never>(() => undefined));
    const machine = boltCreateMachine.provide({
      actors: Object.fromEntries(Object.keys(boltCreateMachine.implementations.actors).map((name) => [name, never])) as never,
    });
    const nodes = getStateNodes(machine.root);
    const outputs: Record<string, unknown[]> = {
      validateStep: [undefined],
      loadPlans: [PLANS],
      checkTrials: [{ available: 1, used: 1, max: 2 }],
      loadLocations: [LOCATIONS],
      checkNextgen: [{ isLegacy: false }],
      loadCms: [CMS],
      startCheckout: [checkout('paid', { plan: 'pro', billingPeriod: 'monthly' }), checkout('open'), checkout('failed', { message: 'Declined' })],
      fetchCheckout: [checkout('paid', { plan: 'pro', billingPeriod: 'monthly' })],
      createBolt: [{ id: '42', name: 'Shop' }],
    };
    // Only the calls under way can answer, so each snapshot is offered its children's answers.
    const srcOf = new Map(nodes.flatMap((node) => node.invoke.map((invoke) => [invoke.id, invoke.src as string] as const)));
    const delayed = nodes.flatMap((node) => node.after.map((after) => ({ node, type: after.eventType })));
    const callEvents = (snapshot: ReturnType<typeof machine.resolveState>): AnyEventObject[] => [
      ...Object.keys(snapshot.children).flatMap((id) => [
        ...outputs[srcOf.get(id)!].map((output) => ({ type: `xstate.done.actor.${id}`, output })),
        { type: `xstate.error.actor.${id}`, error: serverDown() },
      ]),
      ...delayed.filter(({ node }) => snapshot._nodes.includes(node)).map(({ type }) => ({ type })),
    ];
    const userEvents: BoltCreateEvent[] = [
      { type: 'URL_CHANGED', value: 'example.com' },
      { type: 'CUSTOMER_CHOSEN', customer: { id: 7, name: 'Acme' } },
      { type: 'NAME_CHANGED', value: 'Shop' },
      { type: 'PLAN_CHOSEN', plan: 'pro' },
      { type: 'TRIAL_CHOSEN' },
      { type: 'LOCATION_CHOSEN', location: 'osl-no' },
      { type: 'CMS_CHOSEN', cms: 'wordpress' },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      { type: 'RETRY' },
    ];
    const leaves = nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      // A starting state only decides where the step begins; it never rests.
      .filter((node) => node.key !== 'starting')
      .map((node) => node.path.join('.'));
    for (const asStaff of [false, true]) {
      const paths = getShortestPaths(machine, {
        input: { asStaff },
        events: ((snapshot: ReturnType<typeof machine.resolveState>) => [...userEvents, ...callEvents(snapshot)]) as never,
        // Two snapshots are the same node when they rest in the same state with the same facts the guards read.
        serializeState: ({ value, context: c }) =>
          JSON.stringify([
            value,
            c.url,
            c.customer?.id,
            c.name,
            !!c.plans,
            c.trials?.available,
            c.trial,
            c.plan,
            !!c.locations,
            c.location,
            c.isLegacy,
            !!c.cmsOptions,
            c.cms,
            c.checkout?.status,
            c.checkout?.plan,
          ]),
      });
      const reached = new Set(paths.map((path) => leafOf(path.state.value)));
      expect(leaves.filter((leaf) => !reached.has(leaf))).toEqual([]);
    }
  }, 60_000);
});

const leafOf = (value: unknown): string =>
  typeof value === 'string' ? value : Object.entries(value as Record<string, unknown>).map(([key, inner]) => `${key}.${leafOf(inner)}`)[0];
