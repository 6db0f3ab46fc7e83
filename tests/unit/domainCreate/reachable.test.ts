import { describe, expect, it } from 'vitest';
import { fromPromise, type AnyEventObject } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { domainCreateMachine, type DomainCreateEvent } from '../../../src/wizards/domainCreate/machine';
import type { DomainCreateInput } from '../../../src/wizards/domainCreate/types';
import { apiError, cdnOrder, certificate, domain, TARGET, WIZARD } from './fixtures';

/** Every state a step can rest in, with each entry of the machine (the wizard and the certificate pages). */
describe('every state is reachable', () => {
  it('finds a path to each resting state', () => {
    const never = fromPromise(() => new Promise<never>(() => undefined));
    const machine = domainCreateMachine.provide({
      actors: Object.fromEntries(Object.keys(domainCreateMachine.implementations.actors).map((name) => [name, never])) as never,
    });
    const nodes = getStateNodes(machine.root);
    const rows = (isActive: boolean) => [{ name: 'example.com', isActive, message: isActive ? null : 'record not found' }];
    const outputs: Record<string, unknown[]> = {
      checkDns: [rows(true), rows(false)],
      createDomain: [domain()],
      deleteDomain: [undefined],
      loadCertificates: [[certificate('ACTIVE', { id: '20' })]],
      linkCertificate: [domain()],
      orderCertificate: [
        { data: certificate('DRAFT'), meta: {} },
        { data: certificate('ACTIVE'), meta: {} },
      ],
      orderCdn: [cdnOrder('acd')],
      fetchCertificate: [certificate('AWAITING_CHALLENGE'), certificate('ACTIVE'), certificate('FAILED_DRAFT')],
      completeChallenge: [{ data: certificate('REQUEST_CHALLENGE'), meta: {} }],
      pause: [undefined],
    };
    // Only the calls under way can answer, so each snapshot is offered its children's answers.
    const srcOf = new Map(nodes.flatMap((node) => node.invoke.map((invoke) => [invoke.id, invoke.src as string] as const)));
    const callEvents = (snapshot: ReturnType<typeof machine.resolveState>): AnyEventObject[] =>
      Object.keys(snapshot.children).flatMap((id) => [
        ...outputs[srcOf.get(id)!].map((output) => ({ type: `xstate.done.actor.${id}`, output })),
        { type: `xstate.error.actor.${id}`, error: apiError(500, 'Something went wrong on our side.') },
      ]);
    const userEvents: DomainCreateEvent[] = [
      { type: 'NAME_CHANGED', value: 'example.com' },
      { type: 'NEXT' },
      { type: 'PREVIOUS' },
      { type: 'TEST' },
      { type: 'SKIP' },
      { type: 'RETRY' },
      { type: 'CHOOSE', choice: 'LETS_ENCRYPT' },
      { type: 'CHOOSE', choice: 'acd' },
      { type: 'USE_EXISTING', certificateId: '20' },
      { type: 'CONFIRM' },
      { type: 'CANCEL' },
      { type: 'CHALLENGE_COMPLETED' },
      { type: 'GO_BACK' },
      { type: 'QUIT_AND_DELETE' },
    ];
    const leaves = nodes
      .filter((node) => node.type === 'atomic' || node.type === 'final')
      // A starting state only decides where the step begins; it never rests.
      .filter((node) => !['starting', 'deciding'].includes(node.key))
      .map((node) => node.path.join('.'));
    const reached = new Set<string>();
    const inputs: DomainCreateInput[] = [WIZARD, { entry: 'certificate', siteId: '7', environmentName: 'Shop', target: TARGET, domain: domain() }];
    for (const input of inputs) {
      const paths = getShortestPaths(machine, {
        input,
        events: ((snapshot: ReturnType<typeof machine.resolveState>) => [...userEvents, ...callEvents(snapshot)]) as never,
        // Two snapshots are the same node when they rest in the same state with the same facts the guards read.
        serializeState: ({ value, context: c }) =>
          JSON.stringify([
            value,
            c.name,
            c.dnsCheck.map((row) => row.isActive),
            c.domainId,
            c.certificateType,
            c.certificateInfo?.status,
            c.sslSkipped,
            !!c.certificates,
          ]),
      });
      for (const path of paths) for (const leaf of leavesOf(path.state.value)) reached.add(leaf);
    }
    expect(leaves.filter((leaf) => !reached.has(leaf))).toEqual([]);
  }, 60_000);
});

/** Every atomic state a value is in (a parallel state is in one of each region). */
const leavesOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [`${prefix}${value}`]
    : Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) => leavesOf(inner, `${prefix}${key}.`));
