import { eq, sql } from 'drizzle-orm';
import { bolts, servers } from '../db/schema.js';
import { serverSchema, serverUpdateSchema } from '../../src/rules/schemas/server.js';
import { serverAccess } from '../../src/rules/resourceAccess.js';
import { invalid } from '../http/errors.js';
import type { DbOrTx } from '../db/client.js';
import { booleanFilter } from './factory.js';
import type { ResourceDeclaration } from './declaration.js';
import { serverRecordSchema } from '../../src/rules/schemas/records/server.js';

export const serversResource: ResourceDeclaration<typeof serverRecordSchema> = {
  type: 'servers',
  table: servers,
  selection: {
    id: servers.id,
    name: servers.name,
    hostname: servers.hostname,
    ip: servers.ip,
    ipv6: servers.ipv6,
    type: servers.type,
    location: servers.location,
    status: servers.status,
    hidden: servers.hidden,
    cpuCores: servers.cpuCores,
    memoryGb: servers.memoryGb,
    diskGb: servers.diskGb,
    notes: servers.notes,
    // Kept by triggers on bolts and databases (migration 0012): read, sorted and filtered as columns.
    boltsCount: servers.boltsCount,
    databasesCount: servers.databasesCount,
    createdAt: servers.createdAt,
  },
  record: serverRecordSchema,
  access: serverAccess,
  create: serverSchema,
  update: serverUpdateSchema,
  sortable: {
    name: servers.name,
    type: servers.type,
    location: servers.location,
    status: servers.status,
    boltsCount: servers.boltsCount,
    createdAt: servers.createdAt,
  },
  defaultSort: { field: 'name', direction: 'asc' },
  filterable: {
    type: servers.type,
    status: servers.status,
    location: servers.location,
    hidden: booleanFilter(sql`${servers.hidden}`),
    empty: booleanFilter(sql`${servers.boltsCount} = 0`),
  },
  search: [servers.name, servers.hostname, servers.ip],
  unique: { name: 'A server with this name already exists.' },
  beforeDelete: async (id: number, db: DbOrTx) => {
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(bolts)
      .where(eq(bolts.serverId, id));
    if (n > 0) throw invalid('/data/id', 'This server still hosts Bolts; move them before deleting it.');
  },
};
