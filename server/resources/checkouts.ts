import { and, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, checkouts } from '../db/schema.js';
import { DECLINED } from '../dataplane/billing.js';
import { checkoutAccess } from '../../src/rules/resourceAccess.js';
import { checkoutRecordSchema } from '../../src/rules/schemas/records/checkout.js';
import { searchThrough } from '../http/listQuery.js';
import type { ResourceDeclaration } from './declaration.js';
import { invalidParameter } from '../http/jsonapi.js';

/** Where a checkout stands: a failed or open payment, or paid and `unfulfilled` (no Bolt yet) or `fulfilled`. */
const STATES: Record<string, SQL> = {
  open: eq(checkouts.status, 'open'),
  failed: eq(checkouts.status, 'failed'),
  unfulfilled: and(eq(checkouts.status, 'paid'), isNull(checkouts.boltId))!,
  fulfilled: isNotNull(checkouts.boltId),
};

const state = sql<string>`case when ${checkouts.boltId} is not null then 'fulfilled' when ${checkouts.status} = 'paid' then 'unfulfilled' else ${checkouts.status} end`;

/** Why a failed payment failed. */
const message = sql<string | null>`case when ${checkouts.status} = 'failed' then ${DECLINED} end`;

/** `filter[state]=unfulfilled` (or any of the states, comma-separated). */
function stateFilter(value: string) {
  const names = value.split(',');
  const unknown = names.find((name) => !(name in STATES));
  if (unknown !== undefined) throw invalidParameter('filter[state]', `filter[state] takes ${Object.keys(STATES).join(', ')}`);
  return or(...names.map((name) => STATES[name]));
}

/**
 * GET admin/checkouts: every account's checkouts with the order each was paid for (staff only). The
 * wizard's checkout calls answer the same record (services/checkouts.ts).
 */
export const checkoutsResource: ResourceDeclaration<typeof checkoutRecordSchema> = {
  type: 'checkouts',
  table: checkouts,
  selection: {
    id: checkouts.id,
    customerId: checkouts.accountId,
    customer: accounts.name,
    name: checkouts.name,
    url: checkouts.url,
    plan: checkouts.plan,
    billingPeriod: checkouts.billingPeriod,
    location: checkouts.location,
    cms: checkouts.cms,
    amountCents: checkouts.amountCents,
    status: checkouts.status,
    state,
    message,
    boltId: checkouts.boltId,
    createdAt: checkouts.createdAt,
  },
  record: checkoutRecordSchema,
  // Bolt checkouts: a paid certificate's or CDN's checkout names no plan or Bolt (its product is another).
  where: eq(checkouts.product, 'bolt'),
  joins: (query: PgSelect) => query.innerJoin(accounts, eq(accounts.id, checkouts.accountId)),
  access: checkoutAccess,
  sortable: { createdAt: checkouts.createdAt, customer: accounts.name, amountCents: checkouts.amountCents },
  defaultSort: { field: 'createdAt', direction: 'desc' },
  filterable: { state: stateFilter, customerId: checkouts.accountId, plan: checkouts.plan },
  search: [checkouts.name, checkouts.url, searchThrough(checkouts.accountId, accounts.id, accounts.name)],
};
