import { eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, auditEvents, bolts, environments } from '../db/schema.js';
import { invalidParameter } from '../http/jsonapi.js';
import { activityAccess, auditEventAccess } from '../../src/rules/resourceAccess.js';
import { activityRecordSchema, auditEventRecordSchema } from '../../src/rules/schemas/records/audit.js';
import type { ResourceDeclaration } from './declaration.js';

/** Staff writing on an account that is not their own (the provider's). */
const onBehalf = sql<boolean>`coalesce(${auditEvents.actorRole} <> 'customer' and ${auditEvents.actorAccountId} is distinct from ${auditEvents.accountId}, false)`;

const change = {
  id: auditEvents.id,
  occurredAt: auditEvents.occurredAt,
  resource: auditEvents.resource,
  recordId: auditEvents.recordId,
  action: auditEvents.action,
  before: auditEvents.before,
  after: auditEvents.after,
  accountId: auditEvents.accountId,
  boltId: auditEvents.boltId,
  boltName: bolts.name,
  environmentId: auditEvents.environmentId,
  siteTitle: environments.title,
};

const joins = (query: PgSelect) =>
  query
    .leftJoin(accounts, eq(accounts.id, auditEvents.accountId))
    .leftJoin(bolts, eq(bolts.id, auditEvents.boltId))
    .leftJoin(environments, eq(environments.id, auditEvents.environmentId));

const DAY_MS = 86_400_000;
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * `filter[from]` / `filter[to]`: a day (UTC) or a moment in ISO 8601. `from` starts at its moment or
 * day; `to` takes in the whole of its day, or ends just before its moment.
 */
const momentFilter = (name: 'from' | 'to', compare: (moment: Date) => SQL) => (value: string) => {
  const moment = new Date(value);
  if (Number.isNaN(moment.getTime())) throw invalidParameter(`filter[${name}]`, `filter[${name}] must be a date, e.g. 2026-11-25`);
  return compare(name === 'to' && isDay(value) ? new Date(moment.getTime() + DAY_MS) : moment);
};

/** Newest first; ids follow the order of the writes, served by each filter's (column, id) index. */
const listing = {
  sortable: { occurredAt: auditEvents.id },
  defaultSort: { field: 'occurredAt', direction: 'desc' as const },
};
const scopes = {
  accountId: auditEvents.accountId,
  boltId: auditEvents.boltId,
  environmentId: auditEvents.environmentId,
  resource: auditEvents.resource,
  action: auditEvents.action,
  from: momentFilter('from', (moment) => gte(auditEvents.occurredAt, moment)),
  to: momentFilter('to', (moment) => lt(auditEvents.occurredAt, moment)),
};

/** GET admin/audit-events (README "Audit trail"): every write through the API, for staff. */
export const auditEventsResource: ResourceDeclaration<typeof auditEventRecordSchema> = {
  type: 'audit-events',
  table: auditEvents,
  selection: {
    ...change,
    actorUserId: auditEvents.actorUserId,
    actorName: auditEvents.actorName,
    actorRole: auditEvents.actorRole,
    address: auditEvents.address,
    account: accounts.name,
    onBehalf,
  },
  record: auditEventRecordSchema,
  joins,
  access: auditEventAccess,
  ...listing,
  filterable: { ...scopes, actorUserId: auditEvents.actorUserId },
};

/** GET activity: the caller's own account's trail; what the provider's staff did shows as Support. */
export const activityResource: ResourceDeclaration<typeof activityRecordSchema> = {
  type: 'activity',
  table: auditEvents,
  selection: {
    ...change,
    actorName: sql<string | null>`case when ${onBehalf} then null else ${auditEvents.actorName} end`,
    bySupport: onBehalf,
  },
  record: activityRecordSchema,
  joins,
  access: activityAccess,
  scope: (user) => eq(auditEvents.accountId, user.accountId),
  ...listing,
  filterable: scopes,
};
