import type { CallContext } from './context';

/** Calls of the git area that are not CRUD (typed methods of the data provider). */
export const gitCalls = (_api: CallContext) => ({});
