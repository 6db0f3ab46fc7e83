import { assign } from 'xstate';
import { checking, creating, domainCreateSetup, initialContext } from './setup';

/**
 * The create-form page: the wizard's first steps on one page for people who know their DNS (name,
 * www, the optional DNS check, then adding the domain), with the wizard's calls and guards.
 */
export const domainFormMachine = domainCreateSetup.createMachine({
  id: 'domainForm',
  context: ({ input }) => initialContext(input),
  initial: 'editing',
  states: {
    editing: {
      on: {
        // A changed name or www has not been checked.
        NAME_CHANGED: { actions: [assign({ name: ({ event }) => event.value, dnsCheck: [] }), 'clearError'] },
        WWW_CHANGED: { actions: assign({ www: ({ event }) => event.value, dnsCheck: [] }) },
        TEST: { guard: 'hasValidName', target: 'checking', actions: 'normaliseName' },
        NEXT: { guard: 'hasValidName', target: 'creating', actions: 'normaliseName' },
      },
    },
    checking: checking('editing'),
    creating: creating('created', 'editing'),
    created: { type: 'final' },
  },
});
