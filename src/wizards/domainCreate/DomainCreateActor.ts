import { createActorContext } from '@xstate/react';
import { domainCreateMachine, type DomainCreateSnapshot } from './machine';

/** The running wizard (or certificate page), shared by the page and its steps. */
export const DomainCreateActor = createActorContext(domainCreateMachine);

/** The substate inside the current step (e.g. `choosing`); the parallel Installation step has none. */
const substateOf = (snapshot: DomainCreateSnapshot): string => {
  const { value } = snapshot;
  if (typeof value === 'string') return value;
  const inner = Object.values(value)[0];
  return typeof inner === 'string' ? inner : '';
};

/** What a step reads and sends: its inputs, its substate, whether a call is under way, and whether Next is allowed. */
export function useDomainCreate() {
  const actor = DomainCreateActor.useActorRef();
  const context = DomainCreateActor.useSelector((snapshot) => snapshot.context);
  const substate = DomainCreateActor.useSelector(substateOf);
  const busy = DomainCreateActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  const canNext = DomainCreateActor.useSelector((snapshot) => snapshot.can({ type: 'NEXT' }));
  const canPrevious = DomainCreateActor.useSelector((snapshot) => snapshot.can({ type: 'PREVIOUS' }));
  return { context, substate, busy, canNext, canPrevious, send: actor.send };
}
