import type { CallContext } from './context';

/** Calls of the statistics area that are not CRUD (typed methods of the data provider). */
export const statisticsCalls = (_api: CallContext) => ({});
