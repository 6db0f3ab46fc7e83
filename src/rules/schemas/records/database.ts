import { z } from 'zod';
import { int, moment, resourceObject, type Flat } from './document';

/**
 * Spec 2 §3 Database, one shape for a Bolt's databases, a site's and a server's: its Bolt by id and
 * name, its own server if it has one, its size in MiB, the names on the database server, the host (its own server, else its
 * Bolt's) and the titles of the sites using it. `password` is answered once, when it is made.
 */
export const databaseRecordSchema = resourceObject('databases', {
  boltId: int,
  bolt: z.string(),
  /** The database's own server; null when it lives on its Bolt's. */
  serverId: int.nullable(),
  name: z.string(),
  size: int,
  dbName: z.string(),
  dbUser: z.string(),
  host: z.string().nullable(),
  environments: z.array(z.string()),
  createdAt: moment,
  password: z.string().optional(),
});
export type DatabaseRecord = z.input<typeof databaseRecordSchema>;
export type Database = Flat<DatabaseRecord>;

/** GET environments/{id}/databases/{dbId}: one of the site's Bolt's databases, and whether the site uses it. */
export const siteDatabaseDocument = z.strictObject({ data: databaseRecordSchema, meta: z.strictObject({ connected: z.boolean() }) });
