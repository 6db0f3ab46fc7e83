import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, bolts, servers } from '../db/schema.js';
import { boltUpdateSchema } from '../../src/rules/schemas/bolt.js';
import { boltAccess } from '../../src/rules/resourceAccess.js';
import { booleanFilter } from './factory.js';
import type { ResourceDeclaration } from './declaration.js';
import { boltScope, liveBolt, requireBoltPermission } from '../auth/boltAccess.js';

const sitesCount = sql<number>`(select count(*)::int from "environments" e where e."bolt_id" = "bolts"."id")`;

export const boltsResource: ResourceDeclaration = {
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
    createdAt: bolts.createdAt,
  },
  joins: (query: PgSelect) =>
    query.innerJoin(accounts, eq(accounts.id, bolts.accountId)).leftJoin(servers, eq(servers.id, bolts.serverId)),
  access: boltAccess,
  where: liveBolt,
  scope: boltScope,
  update: boltUpdateSchema,
  authorizeUpdate: async (id, user, asAdmin, db) => {
    await requireBoltPermission(db, user, id, asAdmin, 'rename');
  },
  sortable: { id: bolts.id, name: bolts.name, plan: bolts.plan, customer: accounts.name, createdAt: bolts.createdAt },
  defaultSort: { field: 'id', direction: 'desc' },
  filterable: {
    plan: bolts.plan,
    dedicated: booleanFilter(sql`${bolts.dedicated}`),
    customerId: bolts.accountId,
    serverId: bolts.serverId,
  },
  search: [bolts.name, accounts.name, sql`${bolts.id}::text`],
};
