import { createActorContext } from '@xstate/react';
import { gitConnectMachine } from './machine';

/** The running git connection wizard, shared by its page and its screen. */
export const GitConnectActor = createActorContext(gitConnectMachine);
