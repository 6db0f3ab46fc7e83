import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments, users } from '../db/schema.js';
import type { MetricsTime, StoredSite } from '../dataplane/measuredSites.js';
import { boltUsage } from '../dataplane/usage.js';
import { notFound } from '../http/errors.js';
import type { ListQuery } from '../http/jsonapi.js';
import { listPage, type ListFields } from '../http/listPage.js';
import type { ListSpec } from '../http/listQuery.js';
import { boltAllocation, type BoltAllocation } from '../../src/rules/resourceAllocation.js';
import type { accountRecordSchema, boltAllocationRecordSchema } from '../../src/rules/schemas/records/accounts.js';

/** Customer accounts: none of their people is staff, and none is being deleted. */
const customerAccount = and(
  isNull(accounts.deletionRequestedAt),
  notExists(sql`(select 1 from ${users} where ${users.accountId} = ${accounts.id} and ${users.role} <> 'customer')`),
)!;

/** Each live Bolt of the accounts, with its sites' most PHP workers. */
async function liveBoltsOf(db: DbOrTx, accountIds: number[]) {
  if (!accountIds.length) return [];
  const rows = await db
    .select({
      id: bolts.id,
      accountId: bolts.accountId,
      name: bolts.name,
      plan: bolts.plan,
      createdAt: bolts.createdAt,
      storageQuotaMb: bolts.storageQuotaMb,
      siteId: environments.id,
      siteCreatedAt: environments.createdAt,
      workers: sql<number | null>`(${environments.phpWorkers} ->> 'max')::int`,
    })
    .from(bolts)
    .leftJoin(environments, eq(environments.boltId, bolts.id))
    .where(and(inArray(bolts.accountId, accountIds), liveBolt))
    .orderBy(asc(bolts.name), asc(bolts.id));
  const byBolt = new Map<number, (typeof rows)[number] & { sites: StoredSite[]; siteWorkers: (number | null)[] }>();
  for (const row of rows) {
    const bolt = byBolt.get(row.id) ?? { ...row, sites: [], siteWorkers: [] };
    if (row.siteId !== null && row.siteCreatedAt !== null) {
      bolt.sites.push({ id: row.siteId, createdAt: row.siteCreatedAt });
      bolt.siteWorkers.push(row.workers);
    }
    byBolt.set(row.id, bolt);
  }
  return [...byBolt.values()];
}

type LiveBolt = Awaited<ReturnType<typeof liveBoltsOf>>[number];

/** A Bolt's allocation now: usage read from the same metrics as its dashboard (dataplane/usage.ts). */
function allocationOf(bolt: LiveBolt, time: MetricsTime): BoltAllocation {
  const usage = boltUsage(bolt, bolt.sites, time);
  return boltAllocation({
    plan: bolt.plan,
    storageQuotaMb: bolt.storageQuotaMb,
    storageUsedMb: usage.storageUsedMb,
    dynamicRequestsUsed: usage.dynamicRequestsUsed,
    siteWorkers: bolt.siteWorkers,
  });
}

const columns = {
  id: accounts.id,
  name: accounts.name,
  customerId: accounts.customerId,
  company: accounts.company,
  createdAt: accounts.createdAt,
};
type AccountRow = { id: number; name: string; customerId: string | null; company: string | null; createdAt: Date };
const selectAccounts = (db: DbOrTx, fields: ListFields = columns) =>
  db
    .select(fields as typeof columns)
    .from(accounts)
    .$dynamic();

const spec: ListSpec = {
  id: accounts.id,
  sortable: { name: [accounts.name, accounts.id], createdAt: accounts.id },
  defaultSort: { field: 'name', direction: 'asc' },
  search: [accounts.name, accounts.company, accounts.customerId],
};

/**
 * GET admin/accounts (spec 1 §2 /accounts, staff): customer accounts, each with what its live Bolts
 * use and how many use more than their plan allows — worked out for the page's accounts only.
 */
export async function listAccounts(db: DbOrTx, query: ListQuery & Record<string, unknown>, time: MetricsTime) {
  const page = await listPage(
    db,
    (fields) => selectAccounts(db, fields),
    customerAccount,
    spec,
    query,
    (row) => row as AccountRow,
  );
  const live = await liveBoltsOf(
    db,
    page.data.map((account) => account.id),
  );
  const data = page.data.map((account): z.output<typeof accountRecordSchema> => {
    const own = live.filter((bolt) => bolt.accountId === account.id);
    const allocations = own.map((bolt) => allocationOf(bolt, time));
    return {
      id: String(account.id),
      type: 'accounts',
      attributes: {
        name: account.name,
        customerId: account.customerId,
        company: account.company,
        createdAt: account.createdAt,
        bolts: own.length,
        sites: own.reduce((sum, bolt) => sum + bolt.sites.length, 0),
        storageUsedMb: allocations.reduce((sum, bolt) => sum + bolt.storageMb.used, 0),
        overAllocatedBolts: allocations.filter((bolt) => bolt.overAllocated).length,
      },
    };
  });
  return { data, meta: page.meta };
}

/** GET admin/accounts/{id}/resource-allocation: each live Bolt of a customer account against its plan. */
export async function accountAllocation(db: DbOrTx, accountId: number, time: MetricsTime) {
  const [account] = await db
    .select({ id: accounts.id, name: accounts.name })
    .from(accounts)
    .where(and(eq(accounts.id, accountId), customerAccount));
  if (!account) throw notFound();
  const data = (await liveBoltsOf(db, [accountId])).map((bolt): z.output<typeof boltAllocationRecordSchema> => ({
    id: String(bolt.id),
    type: 'resource-allocation',
    attributes: { name: bolt.name, plan: bolt.plan, ...allocationOf(bolt, time) },
  }));
  return { data, meta: { account: account.name } };
}
