import type { CallContext } from './context';

/** Calls of the transfer area that are not CRUD (typed methods of the data provider). */
export const transferCalls = (_api: CallContext) => ({});
