import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bolts, cronjobs, databases, environments } from '../db/schema.js';
import { serverCronjobAccess, serverDatabaseAccess } from '../../src/rules/resourceAccess.js';
import type { ResourceDeclaration } from './declaration.js';

/** The databases a server holds (server detail, "databases" tab). */
export const serverDatabasesResource: ResourceDeclaration = {
  type: 'databases',
  table: databases,
  selection: {
    id: databases.id,
    name: databases.name,
    dbName: databases.dbName,
    dbUser: databases.dbUser,
    size: databases.sizeMb,
    boltId: databases.boltId,
    bolt: bolts.name,
    serverId: databases.serverId,
    createdAt: databases.createdAt,
  },
  joins: (query: PgSelect) => query.innerJoin(bolts, eq(bolts.id, databases.boltId)),
  access: serverDatabaseAccess,
  sortable: { name: databases.name, size: databases.sizeMb, createdAt: databases.createdAt },
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: { serverId: databases.serverId, boltId: databases.boltId },
  search: [databases.name, databases.dbName],
};

/** The cron jobs of the sites of a server's Bolts (server detail, "crons" tab). */
export const serverCronjobsResource: ResourceDeclaration = {
  type: 'cronjobs',
  table: cronjobs,
  selection: {
    id: cronjobs.id,
    command: cronjobs.command,
    schedule: cronjobs.schedule,
    comment: cronjobs.comment,
    notifications: cronjobs.notifications,
    active: cronjobs.active,
    environmentId: cronjobs.environmentId,
    environment: environments.title,
    boltId: environments.boltId,
    bolt: bolts.name,
  },
  joins: (query: PgSelect) =>
    query.innerJoin(environments, eq(environments.id, cronjobs.environmentId)).innerJoin(bolts, eq(bolts.id, environments.boltId)),
  access: serverCronjobAccess,
  sortable: { command: cronjobs.command, schedule: cronjobs.schedule, id: cronjobs.id },
  defaultSort: { field: 'id', direction: 'asc' },
  filterable: { serverId: bolts.serverId, environmentId: cronjobs.environmentId },
  search: [cronjobs.command, cronjobs.comment],
};
