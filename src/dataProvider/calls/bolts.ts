import type { CallContext } from './context';

/** Calls of the bolts area that are not CRUD (typed methods of the data provider). */
export const boltsCalls = (_api: CallContext) => ({});
