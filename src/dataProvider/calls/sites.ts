import type { CallContext } from './context';

/** Calls of the sites area that are not CRUD (typed methods of the data provider). */
export const sitesCalls = (_api: CallContext) => ({});
