import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { metricsTime } from '../dataplane/measuredSites.js';
import { sandboxStatistics } from '../dataplane/statistics.js';
import { dualRoute } from '../http/dualRoute.js';
import { rankDynamicRequests } from '../services/dynamicRequests.js';
import { DYNAMIC_REQUEST_PERIODS, DYNAMIC_REQUEST_SORTS } from '../../src/rules/dynamicRequests.js';
import { messages } from '../../src/rules/messages.js';
import { dynamicRequestsDocument } from '../../src/rules/schemas/records/dynamicRequests.js';

/**
 * The list query of the ranking: paging, `sort` (requests, share, name, customer) and `direction`
 * (numbers largest first unless asked otherwise), `q` on the Bolt's or the customer's name, and
 * `filter[period]` (day, week, month; month unless given). Other parameters are refused.
 */
const querystring = z
  .strictObject({
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(15),
    sort: z.enum(DYNAMIC_REQUEST_SORTS, messages.oneOf).default('requests'),
    direction: z.enum(['asc', 'desc'], messages.oneOf).optional(),
    q: z.string().max(200).optional(),
    'filter[period]': z.enum(DYNAMIC_REQUEST_PERIODS, messages.oneOf).default('month'),
  })
  .transform(({ 'filter[period]': period, direction, ...query }) => ({
    ...query,
    period,
    direction: direction ?? (query.sort === 'requests' || query.sort === 'share' ? ('desc' as const) : ('asc' as const)),
  }));

/** Spec 1 §7 GET admin/bolts/dynamic-requests?{query}: staff's overview of the Bolts' dynamic requests. */
export async function dynamicRequestRoutes(app: FastifyInstance) {
  const now = app.config.statisticsClock;
  dualRoute(
    app,
    'GET',
    'bolts/dynamic-requests',
    { querystring, response: { 200: dynamicRequestsDocument }, tags: ['statistics'] },
    async ({ query }) => rankDynamicRequests(app.db, sandboxStatistics, query, metricsTime(now)),
    { customer: false },
  );
}
