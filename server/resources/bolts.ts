import { eq, not, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, bolts, servers } from '../db/schema.js';
import { boltUpdateSchema } from '../../src/rules/schemas/bolt.js';
import { boltRecordSchema } from '../../src/rules/schemas/records/bolt.js';
import { boltAccess } from '../../src/rules/resourceAccess.js';
import { booleanFilter } from './factory.js';
import { searchThrough } from '../http/listQuery.js';
import type { ResourceDeclaration } from './declaration.js';
import { boltScope, liveBolt, requireBoltPermission } from '../auth/boltAccess.js';

const sitesCount = sql<number>`(select count(*)::int from "environments" e where e."bolt_id" = "bolts"."id")`;

/** Archived: deleted at once, or its scheduled deletion came. */
export const archived = not(liveBolt);
/**
 * When a Bolt left or is to leave: deleted at once, or its scheduled deletion. The archive sorts by
 * it (every row there is archived), through the index of archived Bolts on this expression (migration 0009).
 */
export const leftAt = sql`coalesce(${bolts.deletedAt}, ${bolts.deletionScheduledAt})`;
/** When an archived Bolt left; null while it is live. */
const archivedAt = sql<Date | null>`case when ${archived} then ${leftAt} end`.mapWith(bolts.deletedAt);

export const boltsResource: ResourceDeclaration<typeof boltRecordSchema> = {
  type: 'bolts',
  table: bolts,
  selection: {
    id: bolts.id,
    name: bolts.name,
    plan: bolts.plan,
    dedicated: bolts.dedicated,
    customerId: bolts.accountId,
    customer: accounts.name,
    serverId: bolts.serverId,
    server: servers.name,
    sitesCount,
    location: bolts.location,
    cms: bolts.cms,
    billingPeriod: bolts.billingPeriod,
    trialEndsAt: bolts.trialEndsAt,
    customContract: bolts.customContract,
    storageQuotaMb: bolts.storageQuotaMb,
    deletionScheduledAt: bolts.deletionScheduledAt,
    deletedAt: bolts.deletedAt,
    archivedAt,
    createdAt: bolts.createdAt,
  },
  record: boltRecordSchema,
  joins: (query: PgSelect) => query.innerJoin(accounts, eq(accounts.id, bolts.accountId)).leftJoin(servers, eq(servers.id, bolts.serverId)),
  access: boltAccess,
  where: liveBolt,
  scope: boltScope,
  update: boltUpdateSchema,
  authorizeUpdate: async (id, user, asAdmin, db) => {
    await requireBoltPermission(db, user, id, asAdmin, 'rename');
  },
  // By customer: their name, then the customer, so each customer's Bolts come as one run in id order.
  sortable: { id: bolts.id, name: bolts.name, plan: bolts.plan, customer: [accounts.name, accounts.id], createdAt: bolts.createdAt },
  defaultSort: { field: 'id', direction: 'desc' },
  filterable: {
    plan: bolts.plan,
    dedicated: booleanFilter(sql`${bolts.dedicated}`),
    customerId: bolts.accountId,
    serverId: bolts.serverId,
  },
  search: [bolts.name, sql`${bolts.id}::text`, searchThrough(bolts.accountId, accounts.id, accounts.name)],
};
