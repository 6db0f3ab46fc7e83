import type { z } from 'zod';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import type { Database, siteDatabaseDocument } from '../../rules/schemas/records/database';
import type { DatabaseConnectionInput } from '../../rules/schemas/siteDatabase';
import { writeBody, type Answer, type CallContext } from './context';

/**
 * Calls of the databases area that are not CRUD: which sites use which databases, and one database
 * as a site sees it. The databases themselves (`boltDatabases`, `siteDatabases`) are react-admin resources.
 */
export const databasesCalls = (api: CallContext) => ({
  /** GET environments/{id}/databases/{dbId}: one of the site's Bolt's databases, and whether the site uses it (its Settings page). */
  siteDatabase: async (siteId: string | number, databaseId: string | number) => {
    const { data, meta } = await api.send<z.input<typeof siteDatabaseDocument>>('GET', callPath`environments/${siteId}/databases/${databaseId}`);
    return { database: fromApi<Database>(data), connected: meta.connected };
  },

  /** Spec 2 §7 POST databases/connect: every one of the databases becomes usable by every one of the sites ('db connected'). */
  connectDatabases: (connection: DatabaseConnectionInput) =>
    api.send<Answer<ApiRecord[]>>('POST', 'databases/connect', writeBody('databases', connection)),

  /** Spec 2 §7 POST databases/disconnect: the sites no longer use the databases ('db disconnected'). */
  disconnectDatabases: (connection: DatabaseConnectionInput) =>
    api.send<Answer<ApiRecord[]>>('POST', 'databases/disconnect', writeBody('databases', connection)),
});
