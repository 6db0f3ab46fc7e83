import type { CallContext } from './context';

/** Calls of the wizards (Bolt creation, git connection) that are not CRUD (typed methods of the data provider). */
export const wizardsCalls = (_api: CallContext) => ({});
