import type { CallContext } from './context';

/** Calls of the boltUsers area that are not CRUD (typed methods of the data provider). */
export const boltUsersCalls = (_api: CallContext) => ({});
