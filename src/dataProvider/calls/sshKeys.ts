import type { CallContext } from './context';

/** Calls of the sshKeys area that are not CRUD (typed methods of the data provider). */
export const sshKeysCalls = (_api: CallContext) => ({});
