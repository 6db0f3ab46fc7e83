import { createActorContext } from '@xstate/react';
import { boltCreateMachine, type BoltCreateSnapshot } from './machine';

/** The running wizard, shared by the page and its steps. */
export const BoltCreateActor = createActorContext(boltCreateMachine);

/** The substate inside the current step (e.g. `loadingPlans`), which says what the step shows. */
const substateOf = (snapshot: BoltCreateSnapshot): string => {
  const { value } = snapshot;
  return typeof value === 'string' ? value : String(Object.values(value)[0]);
};

/** What a step reads and sends: its inputs, whether a call is under way, and whether Next is allowed. */
export function useBoltCreate() {
  const actor = BoltCreateActor.useActorRef();
  const context = BoltCreateActor.useSelector((snapshot) => snapshot.context);
  const substate = BoltCreateActor.useSelector(substateOf);
  const busy = BoltCreateActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  const canNext = BoltCreateActor.useSelector((snapshot) => snapshot.can({ type: 'NEXT' }));
  return { context, substate, busy, canNext, send: actor.send };
}
