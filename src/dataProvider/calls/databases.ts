import type { CallContext } from './context';

/** Calls of the databases area that are not CRUD (typed methods of the data provider). */
export const databasesCalls = (_api: CallContext) => ({});
