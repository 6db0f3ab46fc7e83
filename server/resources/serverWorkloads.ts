import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bolts, cronjobs, databases, environments } from '../db/schema.js';
import { cronjobColumns, cronRecord } from '../services/cronjobs.js';
import { databaseColumns, databaseRecord, joinDatabaseColumns } from '../services/databases.js';
import { serverCronjobAccess, serverDatabaseAccess } from '../../src/rules/resourceAccess.js';
import { cronjobRecordSchema } from '../../src/rules/schemas/records/cronjob.js';
import { databaseRecordSchema } from '../../src/rules/schemas/records/database.js';
import type { ResourceDeclaration } from './declaration.js';

/** The databases a server holds (server detail, "databases" tab), as a Bolt's list shows them. */
export const serverDatabasesResource: ResourceDeclaration<typeof databaseRecordSchema> = {
  type: 'databases',
  table: databases,
  selection: databaseColumns,
  record: databaseRecordSchema,
  present: databaseRecord,
  joins: joinDatabaseColumns,
  access: serverDatabaseAccess,
  sortable: { name: databases.name, size: databases.sizeMb, createdAt: databases.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: { serverId: databases.serverId, boltId: databases.boltId },
  search: [databases.name, databases.dbName],
};

/** The cron jobs of the sites of a server's Bolts (server detail, "crons" tab), as a site's list shows them. */
export const serverCronjobsResource: ResourceDeclaration<typeof cronjobRecordSchema> = {
  type: 'cronjobs',
  table: cronjobs,
  selection: cronjobColumns,
  record: cronjobRecordSchema,
  present: cronRecord,
  joins: (query: PgSelect) =>
    query.innerJoin(environments, eq(environments.id, cronjobs.environmentId)).innerJoin(bolts, eq(bolts.id, environments.boltId)),
  access: serverCronjobAccess,
  sortable: { command: cronjobs.command, schedule: cronjobs.schedule, id: cronjobs.id },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { serverId: bolts.serverId, environmentId: cronjobs.environmentId },
  search: [cronjobs.command, cronjobs.comment],
};
