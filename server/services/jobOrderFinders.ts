import { and, desc, eq, gte, isNull, ne, not, or, sql } from 'drizzle-orm';
import { accounts, configRebuilds, configRebuildSites, environments, provisioningOrderDomains, provisioningOrders, servers } from '../db/schema.js';
import { PROVISIONING_STEPS } from '../../src/rules/certificates.js';
import { cdnJobState, JOBS_LIMIT } from '../../src/rules/jobs.js';
import { rebuildState } from '../../src/rules/rebuilds.js';
import { jobRecord } from './jobRecord.js';
import { domainSettingsPath } from './jobSiteFinders.js';
import type { Job, JobFinder } from './jobs.js';
import { orderDomains } from './provisioningOrders.js';

/** A domain of the order waits for the customer (spec 2 §4 action required): the order has stopped. */
const actionRequired = sql<boolean>`exists (select 1 from ${provisioningOrderDomains} od
  where od.order_id = ${provisioningOrders.id} and od.status = 'action_required')`;
const cdnRunning = and(ne(provisioningOrders.status, 'complete'), not(actionRequired))!;

/**
 * CDN orders (spec 2 §2.3, §4), which belong to an account: a customer's are their account's; staff
 * see those they placed (created_by). An order ends complete, or stopped where a step needs the
 * customer; its last step's write (updated_at) is when.
 */
export const cdnJobs: JobFinder = async (db, { user, staffView, since }) => {
  const orders = await db
    .select({
      id: provisioningOrders.id,
      status: provisioningOrders.status,
      createdAt: provisioningOrders.createdAt,
      updatedAt: provisioningOrders.updatedAt,
    })
    .from(provisioningOrders)
    .where(
      and(
        staffView ? eq(provisioningOrders.createdBy, user.id) : eq(provisioningOrders.accountId, user.accountId),
        or(cdnRunning, gte(provisioningOrders.updatedAt, since)),
      ),
    )
    .orderBy(
      desc(sql`(${cdnRunning})`),
      desc(sql`(case when ${cdnRunning} then ${provisioningOrders.createdAt} else ${provisioningOrders.updatedAt} end)`),
    )
    .limit(JOBS_LIMIT);
  const domainsOf = await orderDomains(
    db,
    orders.map((order) => order.id),
  );
  return orders.map((order): Job => {
    const own = domainsOf.filter((domain) => domain.orderId === order.id);
    const state = cdnJobState(
      order.status,
      own.map((domain) => domain.status),
    );
    // The step a domain waits at: the first not complete (spec 2 §4 runs them in order).
    const stepOf = (domain: (typeof own)[number]) => PROVISIONING_STEPS.find((name) => domain.steps[name].status !== 'complete') ?? null;
    const stopped = own.find((domain) => domain.status === 'action_required');
    const due = own.find((domain) => domain.status !== 'complete');
    const stoppedAt = stopped && stepOf(stopped);
    const first = own[0];
    return jobRecord('cdn', order.id, {
      title: own.map((domain) => domain.name).join(', '),
      state,
      status: stopped ? 'action_required' : order.status,
      progress: (stoppedAt ?? (due && stepOf(due))) || null,
      reason: stopped && stoppedAt ? stopped.steps[stoppedAt].message : null,
      started_at: order.createdAt,
      finished_at: state === 'running' ? null : order.updatedAt,
      // Staff follow an order on its own page; a customer on the settings of its (first) domain.
      path: staffView
        ? `/orders/${order.id}`
        : first
          ? domainSettingsPath(first.boltId, first.environmentId, { id: first.domainId, name: first.name })
          : '/domains',
    });
  });
};

const sitesWith = (status?: 'done' | 'failed') =>
  sql<number>`(select count(*)::int from ${configRebuildSites} s where s.rebuild_id = ${configRebuilds.id}${status ? sql` and s.status = ${status}` : sql``})`;
/** The first failed site of the rebuild and its host's reason, as "site: reason". */
const firstFailure = sql<string | null>`(select e.title || ': ' || coalesce(s.message, '') from ${configRebuildSites} s
  join ${environments} e on e.id = s.environment_id
  where s.rebuild_id = ${configRebuilds.id} and s.status = 'failed' order by s.environment_id limit 1)`;
const firstSite = sql<string | null>`(select e.title from ${configRebuildSites} s join ${environments} e on e.id = s.environment_id
  where s.rebuild_id = ${configRebuilds.id} order by s.environment_id limit 1)`;

/**
 * Rebuilds of sites' configuration or PHP (spec 1 §1, §6): the provider's work, which customers
 * never follow (their pages are staff's); staff see those they asked for, or made by a lockdown or
 * site settings they saved (requested_by). Named by their server, account, or (one site's) site.
 */
export const rebuildJobs: JobFinder = async (db, { user, staffView, since }) => {
  if (!staffView) return [];
  const running = isNull(configRebuilds.finishedAt);
  const rows = await db
    .select({
      id: configRebuilds.id,
      kind: configRebuilds.kind,
      server: servers.name,
      account: accounts.name,
      site: firstSite,
      createdAt: configRebuilds.createdAt,
      finishedAt: configRebuilds.finishedAt,
      sites: sitesWith(),
      done: sitesWith('done'),
      failed: sitesWith('failed'),
      failure: firstFailure,
    })
    .from(configRebuilds)
    .leftJoin(servers, eq(servers.id, configRebuilds.serverId))
    .leftJoin(accounts, eq(accounts.id, configRebuilds.accountId))
    .where(and(eq(configRebuilds.requestedBy, user.id), or(running, gte(configRebuilds.finishedAt, since))))
    .orderBy(desc(sql`(${running})`), desc(sql`coalesce(${configRebuilds.finishedAt}, ${configRebuilds.createdAt})`))
    .limit(JOBS_LIMIT);
  return rows.map((row): Job => {
    const state = rebuildState(row);
    return jobRecord('rebuild', row.id, {
      action: row.kind,
      title: row.server ?? row.account ?? row.site ?? `#${row.id}`,
      state,
      status: state,
      progress: `${row.done + row.failed}/${row.sites}`,
      reason: state === 'failed' ? row.failure : null,
      started_at: row.createdAt,
      finished_at: row.finishedAt,
      path: `/rebuild-sites-config/${row.id}`,
    });
  });
};
