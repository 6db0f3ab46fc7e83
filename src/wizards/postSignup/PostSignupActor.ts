import { createActorContext } from '@xstate/react';
import { postSignupMachine } from './machine';

/** The running wizard, shared by the page and its steps. */
export const PostSignupActor = createActorContext(postSignupMachine);

/** What a step reads and sends: the context, whether a call is under way, and the machine's send. */
export function usePostSignup() {
  const actor = PostSignupActor.useActorRef();
  const context = PostSignupActor.useSelector((snapshot) => snapshot.context);
  const busy = PostSignupActor.useSelector((snapshot) => snapshot.hasTag('busy'));
  return { context, busy, send: actor.send };
}
