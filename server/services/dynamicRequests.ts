import { and, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import { measuredSites, type MetricsTime, type StoredSite } from '../dataplane/measuredSites.js';
import type { StatisticsSource } from '../dataplane/statistics.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, bolts, environments } from '../db/schema.js';
import { listMeta } from '../http/jsonapi.js';
import { escapeLike } from '../http/listQuery.js';
import { dynamicRequestsBetween, inMillions } from '../routes/statisticsSeries.js';
import {
  PERIOD_DAYS,
  periodAllowance,
  shareOfAllowance,
  type DynamicRequestPeriod,
  type DynamicRequestSort,
} from '../../src/rules/dynamicRequests.js';
import type { Plan } from '../../src/rules/schemas/bolt.js';
import type { dynamicRequestRecordSchema, dynamicRequestsDocument } from '../../src/rules/schemas/records/dynamicRequests.js';
import { dateOfDay, DAY_MS } from '../../src/rules/schemas/statistics.js';

export interface DynamicRequestsQuery {
  page: number;
  per_page: number;
  sort: DynamicRequestSort;
  direction: 'asc' | 'desc';
  q?: string;
  period: DynamicRequestPeriod;
}

type Ranked = z.output<typeof dynamicRequestRecordSchema>;

interface BoltSites {
  id: number;
  name: string;
  plan: Plan;
  customerId: number;
  customer: string;
  sites: StoredSite[];
}

/** Live Bolts (the archived serve nothing) whose name or customer's name holds `q`, with their sites. */
async function boltsWithSites(db: DbOrTx, q: string | undefined) {
  const text = q?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  const rows = await db
    .select({
      id: bolts.id,
      name: bolts.name,
      plan: bolts.plan,
      customerId: accounts.id,
      customer: accounts.name,
      siteId: environments.id,
      siteCreatedAt: environments.createdAt,
    })
    .from(bolts)
    .innerJoin(accounts, eq(accounts.id, bolts.accountId))
    .leftJoin(environments, eq(environments.boltId, bolts.id))
    .where(and(liveBolt, pattern ? or(ilike(bolts.name, pattern), ilike(accounts.name, pattern)) : undefined));
  const byBolt = new Map<number, BoltSites>();
  for (const { siteId, siteCreatedAt, ...bolt } of rows) {
    const entry = byBolt.get(bolt.id) ?? { ...bolt, sites: [] };
    if (siteId !== null && siteCreatedAt !== null) entry.sites.push({ id: siteId, createdAt: siteCreatedAt });
    byBolt.set(bolt.id, entry);
  }
  return [...byBolt.values()];
}

const compareBy: Record<DynamicRequestSort, (a: Ranked, b: Ranked) => number> = {
  requests: (a, b) => a.attributes.requests - b.attributes.requests,
  share: (a, b) => a.attributes.share - b.attributes.share,
  name: (a, b) => a.attributes.name.localeCompare(b.attributes.name),
  customer: (a, b) => a.attributes.customer.localeCompare(b.attributes.customer),
};

/**
 * Spec 1 §7 GET admin/bolts/dynamic-requests: live Bolts ranked by their sites' dynamic requests in
 * the period (today and the days before it, by the statistics clock's `time`) against their plan's
 * allowance for it. The metrics backend is asked per site and day, so every matching Bolt is counted
 * before a page of the order is cut (ties by id, so pages never overlap).
 */
export async function rankDynamicRequests(
  db: DbOrTx,
  source: StatisticsSource,
  query: DynamicRequestsQuery,
  time: MetricsTime,
): Promise<z.output<typeof dynamicRequestsDocument>> {
  const toDay = Math.floor(time.now / DAY_MS);
  const fromDay = toDay - PERIOD_DAYS[query.period] + 1;
  const ranked = (await boltsWithSites(db, query.q)).map(({ id, sites, ...bolt }): Ranked => {
    const requests = inMillions(dynamicRequestsBetween(source, measuredSites(sites, time), fromDay, toDay));
    const allowance = periodAllowance(bolt.plan, query.period);
    return {
      id: String(id),
      type: 'dynamic-requests',
      attributes: { ...bolt, requests, allowance, share: shareOfAllowance(requests, allowance), overAllowance: requests > allowance },
    };
  });
  const sign = query.direction === 'desc' ? -1 : 1;
  ranked.sort((a, b) => sign * compareBy[query.sort](a, b) || Number(a.id) - Number(b.id));
  const start = (query.page - 1) * query.per_page;
  const data = ranked.slice(start, start + query.per_page);
  const { current_page, from, last_page, per_page, to, total } = listMeta(query.page, query.per_page, ranked.length, data.length);
  return {
    data,
    meta: { current_page, from, last_page, per_page, to, total, period: query.period, period_from: dateOfDay(fromDay), period_to: dateOfDay(toDay) },
  };
}
