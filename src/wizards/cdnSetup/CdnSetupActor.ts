import { createActorContext } from '@xstate/react';
import { cdnSetupMachine } from './machine';

/** The running wizard, shared by the page and its steps. */
export const CdnSetupActor = createActorContext(cdnSetupMachine);

/** What a step reads and sends: the context, whether a call is under way, and whether Next is allowed. */
export function useCdnSetup() {
  const actor = CdnSetupActor.useActorRef();
  const context = CdnSetupActor.useSelector((snapshot) => snapshot.context);
  const busy = CdnSetupActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  const canNext = CdnSetupActor.useSelector((snapshot) => snapshot.can({ type: 'NEXT' }));
  return { context, busy, canNext, send: actor.send };
}
