import type { ApiRecord } from '../records';
import type { DatabaseConnectionInput } from '../../rules/schemas/siteDatabase';
import { writeBody, type Answer, type CallContext } from './context';

/**
 * Calls of the databases area that are not CRUD: which sites use which databases. The databases
 * themselves (`boltDatabases`, `siteDatabases`) are react-admin resources.
 */
export const databasesCalls = (api: CallContext) => ({
  /** Spec 2 §7 POST databases/connect: every one of the databases becomes usable by every one of the sites ('db connected'). */
  connectDatabases: (connection: DatabaseConnectionInput) =>
    api.send<Answer<ApiRecord[]>>('POST', 'databases/connect', writeBody('databases', connection)),

  /** Spec 2 §7 POST databases/disconnect: the sites no longer use the databases ('db disconnected'). */
  disconnectDatabases: (connection: DatabaseConnectionInput) =>
    api.send<Answer<ApiRecord[]>>('POST', 'databases/disconnect', writeBody('databases', connection)),
});
