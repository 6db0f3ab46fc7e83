import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, domains, environments, provisioningOrderDomains, provisioningOrders, users } from '../db/schema.js';
import { CdnError, type CdnProvider } from '../dataplane/cdn/provider.js';
import { badGateway, notFound } from '../http/errors.js';
import { parseId, type ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import { searchThrough, type ListSpec } from '../http/listQuery.js';
import { provisioningMessages } from '../../src/rules/schemas/provisioning.js';
import type { provisioningOrderRecordSchema, provisioningStatusSchema } from '../../src/rules/schemas/records/provisioning.js';
import { provisioningDomain } from './provisioningSteps.js';

type OrderRecord = z.output<typeof provisioningOrderRecordSchema>;
type StatusRecord = z.output<typeof provisioningStatusSchema>;

const orderColumns = {
  id: provisioningOrders.id,
  type: provisioningOrders.type,
  status: provisioningOrders.status,
  accountId: provisioningOrders.accountId,
  customer: accounts.name,
  // The account's first customer user, as GET autocomplete/customers offers it: the customer link's /customers/{userId}.
  customerUserId: sql<
    number | null
  >`(select min(${users.id}) from ${users} where ${users.accountId} = ${accounts.id} and ${users.role} = 'customer')`,
  createdAt: provisioningOrders.createdAt,
};

const selectOrders = (db: DbOrTx, fields: ListFields = orderColumns) =>
  db
    .select(fields as typeof orderColumns)
    .from(provisioningOrders)
    .innerJoin(accounts, eq(accounts.id, provisioningOrders.accountId))
    .$dynamic();

export type OrderRow = Awaited<ReturnType<typeof selectOrders>>[number];

/** Tenancy (ARCHITECTURE §3): customers reach their account's orders; staff on admin/… every account's. */
export const orderScope = (user: AuthUser, asAdmin: boolean): SQL | undefined =>
  asAdmin ? undefined : eq(provisioningOrders.accountId, user.accountId);

/** The names of an order's domains, for `q`. */
const domainNames = sql<string>`(select string_agg(d.name, ' ') from ${provisioningOrderDomains} od
  join ${domains} d on d.id = od.domain_id where od.order_id = ${provisioningOrders.id})`;

/** Newest first; staff filter by customer and search by customer name too. */
const listSpec = (staffView: boolean): ListSpec => ({
  id: provisioningOrders.id,
  sortable: { createdAt: provisioningOrders.createdAt, status: provisioningOrders.status },
  defaultSort: { field: 'id', direction: 'desc' },
  filterable: {
    status: provisioningOrders.status,
    type: provisioningOrders.type,
    ...(staffView ? { customerId: provisioningOrders.accountId } : {}),
  },
  search: staffView ? [domainNames, searchThrough(provisioningOrders.accountId, accounts.id, accounts.name)] : [domainNames],
});

/** The domains of these orders, by name, as records show them. */
export async function orderDomains(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return [];
  const rows = await db
    .select({
      orderId: provisioningOrderDomains.orderId,
      domainId: provisioningOrderDomains.domainId,
      name: domains.name,
      environmentId: domains.environmentId,
      boltId: environments.boltId,
      steps: provisioningOrderDomains.steps,
    })
    .from(provisioningOrderDomains)
    .innerJoin(domains, eq(domains.id, provisioningOrderDomains.domainId))
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .where(inArray(provisioningOrderDomains.orderId, orderIds))
    .orderBy(asc(domains.name), asc(domains.id));
  return rows.map((row) => ({ orderId: row.orderId, ...provisioningDomain(row) }));
}

type DomainOfOrder = Awaited<ReturnType<typeof orderDomains>>[number];

function orderRecord(row: OrderRow, domainsOf: DomainOfOrder[]): OrderRecord {
  return {
    id: String(row.id),
    type: 'provisioning-orders',
    attributes: {
      type: row.type,
      status: row.status,
      customerId: row.accountId,
      customer: row.customer,
      customerUserId: row.customerUserId,
      domains: domainsOf.filter((domain) => domain.orderId === row.id).map(({ orderId: _orderId, ...domain }) => domain),
      createdAt: row.createdAt,
    },
  };
}

/** One page of the caller's orders (staff on admin/…: everyone's), newest first. */
export async function listOrders(db: DbOrTx, user: AuthUser, asAdmin: boolean, query: ListQuery & Record<string, unknown>) {
  const page = await listPage(
    db,
    (fields) => selectOrders(db, fields),
    orderScope(user, asAdmin),
    listSpec(asAdmin),
    query,
    (row) => row,
  );
  const domainsOf = await orderDomains(
    db,
    page.data.map((row) => row.id),
  );
  return { ...page, data: page.data.map((row) => orderRecord(row, domainsOf)) };
}

/** An order the caller may reach, else a 404 (another account's answers as a missing one). */
export async function findOrder(db: DbOrTx, user: AuthUser, asAdmin: boolean, rawId: string): Promise<OrderRow> {
  const id = parseId(rawId);
  const [row] = id === null ? [] : await selectOrders(db).where(and(eq(provisioningOrders.id, id), orderScope(user, asAdmin)));
  if (!row) throw notFound();
  return row;
}

/** An order's record, read afresh. */
export async function showOrder(db: DbOrTx, id: number): Promise<OrderRecord> {
  const [row] = await selectOrders(db).where(eq(provisioningOrders.id, id));
  if (!row) throw notFound();
  return orderRecord(row, await orderDomains(db, [id]));
}

/** `GET …/orders/{id}/status`: the order's status and its domains keyed by name (spec 2 §7). */
export async function showOrderStatus(db: DbOrTx, id: number): Promise<StatusRecord> {
  const [order] = await db.select({ status: provisioningOrders.status }).from(provisioningOrders).where(eq(provisioningOrders.id, id));
  if (!order) throw notFound();
  const domainsOf = await orderDomains(db, [id]);
  return {
    id: String(id),
    type: 'provisioning-order-status',
    attributes: {
      status: order.status,
      domains: Object.fromEntries(domainsOf.map(({ orderId: _orderId, ...domain }) => [domain.name, domain])),
    },
  };
}

/**
 * Deletes an order (the panel asks to type DELETE, spec 2 §5); its domains no longer name it.
 * CDN already enabled stays enabled: deleting the order does not take the domain off the CDN, and
 * the CDN stops setting up the domains not done yet. A refusal (sandbox: a domain named `fail-…`)
 * keeps the order and says spec 1 §8's text. Jobs still queued for it find no order and stop.
 */
export async function deleteOrder(db: DbOrTx, cdn: CdnProvider, row: Pick<OrderRow, 'id'>) {
  await db.transaction(async (tx) => {
    // The order's row first, as its jobs lock it (provisioningProgress.ts), then its domains.
    const [order] = await tx.select({ id: provisioningOrders.id }).from(provisioningOrders).where(eq(provisioningOrders.id, row.id)).for('update');
    if (!order) throw notFound();
    const unfinished = (await orderDomains(tx, [row.id])).filter((domain) => domain.status !== 'complete');
    await tx.update(domains).set({ cdnOrderId: null, cdnOrderStatus: null }).where(eq(domains.cdnOrderId, row.id));
    await tx.delete(provisioningOrders).where(eq(provisioningOrders.id, row.id));
    for (const domain of unfinished) {
      await cdn.cancel(domain.name).catch((error: unknown) => {
        throw error instanceof CdnError ? badGateway(provisioningMessages.couldNotDelete, error) : error;
      });
    }
  });
}

/** The live domains among `ids` of `accountId` (a customer's own, spec 2 §2.3), locked for the order being placed. */
export async function customerDomains(db: DbOrTx, accountId: number, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: domains.id, name: domains.name, cdnEnabled: domains.cdnEnabled, accountId: bolts.accountId })
    .from(domains)
    .innerJoin(environments, eq(environments.id, domains.environmentId))
    .innerJoin(bolts, eq(bolts.id, environments.boltId))
    .where(and(inArray(domains.id, ids), eq(bolts.accountId, accountId), liveBolt))
    .for('update', { of: domains });
}
