import type { CallContext } from './context';

/** Calls of the cronjobs area that are not CRUD (typed methods of the data provider). */
export const cronjobsCalls = (_api: CallContext) => ({});
