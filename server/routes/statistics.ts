import { eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireBoltPermission } from '../auth/boltAccess.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { measuredSites, metricsTime } from '../dataplane/measuredSites.js';
import { sandboxStatistics } from '../dataplane/statistics.js';
import { environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, parseId } from '../http/jsonapi.js';
import { DYNAMIC_REQUESTS_MULTIPLIER } from '../../src/rules/plans.js';
import { siteStatisticsDocument, statisticsDocument } from '../../src/rules/schemas/records/statistics.js';
import { dateOfDay, statisticsQuerySchema, type StatisticsRange } from '../../src/rules/schemas/statistics.js';
import {
  BOLT_METRICS,
  bucketsOf,
  cacheSeries,
  contentTypeShares,
  METRIC_UNITS,
  SITE_METRICS,
  siteSeries,
  siteSummary,
  type BoltMetric,
} from './statisticsSeries.js';

const tags = ['statistics'];
const statistics = sandboxStatistics;

/** What the numbers are: the metric, its unit, the period and the resolution asked for. */
const metaOf = (metric: BoltMetric, range: StatisticsRange) => ({
  metric,
  unit: METRIC_UNITS[metric],
  ...(metric === 'dynamic-requests' ? { multiplier: DYNAMIC_REQUESTS_MULTIPLIER } : {}),
  resolution: range.resolution,
  from: dateOfDay(range.fromDay),
  to: dateOfDay(range.toDay),
});

/**
 * Spec 1 §7 statistics: GET bolts/{id}/statistics/{metric} over all the Bolt's sites, the site
 * variants GET environments/{id}/statistics/{ttfb|storage|dynamic-requests}, and spec 2 §7's
 * GET environments/{id}/statistics, the site's period in three numbers.
 */
export async function statisticsRoutes(app: FastifyInstance) {
  const now = app.config.statisticsClock;
  const querystring = statisticsQuerySchema(now);
  /** The sites of a Bolt, or one site, as the metrics have them now, and that now. */
  const measured = async (where: SQL) => {
    const time = metricsTime(now);
    const rows = await app.db.select({ id: environments.id, createdAt: environments.createdAt }).from(environments).where(where);
    return { sites: measuredSites(rows, time), at: time.now };
  };
  for (const metric of BOLT_METRICS) {
    dualRoute(
      app,
      'GET',
      `bolts/:id/statistics/${metric}`,
      { params: idParams, querystring, response: { 200: statisticsDocument }, tags },
      async ({ params, query }, { user, asAdmin }) => {
        const boltId = parseId(params.id);
        if (boltId === null) throw notFound();
        await requireBoltPermission(app.db, user, boltId, asAdmin, 'view');
        const { sites, at } = await measured(eq(environments.boltId, boltId));
        const buckets = bucketsOf(query, at);
        const data =
          metric === 'cache'
            ? cacheSeries(statistics, boltId, sites, buckets)
            : metric === 'content-types'
              ? contentTypeShares(statistics, boltId, sites, buckets)
              : siteSeries(statistics, sites, metric, buckets);
        return { data, meta: metaOf(metric, query) };
      },
    );
  }

  for (const metric of SITE_METRICS) {
    dualRoute(
      app,
      'GET',
      `environments/:id/statistics/${metric}`,
      { params: idParams, querystring, response: { 200: statisticsDocument }, tags },
      async ({ params, query }, { user, asAdmin }) => {
        const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
        const { sites, at } = await measured(eq(environments.id, siteId));
        return { data: siteSeries(statistics, sites, metric, bucketsOf(query, at)), meta: metaOf(metric, query) };
      },
    );
  }

  dualRoute(
    app,
    'GET',
    'environments/:id/statistics',
    { params: idParams, querystring, response: { 200: siteStatisticsDocument }, tags },
    async ({ params, query }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      const { sites, at } = await measured(eq(environments.id, siteId));
      // A summary adds whole days, whatever resolution was asked for.
      const days = bucketsOf({ ...query, resolution: 'day' }, at);
      return {
        data: {
          id: String(siteId),
          type: 'environment-statistics' as const,
          attributes: { from: dateOfDay(query.fromDay), to: dateOfDay(query.toDay), ...siteSummary(statistics, sites[0], days) },
        },
        meta: {
          units: { dynamicRequests: 'millions' as const, ttfb: 'ms' as const, storage: 'MB' as const },
          multiplier: DYNAMIC_REQUESTS_MULTIPLIER,
        },
      };
    },
  );
}
