import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { metricsTime } from '../dataplane/measuredSites.js';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { BILLING_PERIODS } from '../../src/rules/plans.js';
import { PLANS } from '../../src/rules/schemas/bolt.js';
import { productsDocument, subscriptionDocument } from '../../src/rules/schemas/records/billing.js';
import { updateSubscriptionSchema } from '../../src/rules/schemas/subscription.js';
import { actsAsStaff, permittedBolt } from '../services/bolts.js';
import {
  changePlan,
  SUBSCRIPTION_INCLUDES,
  subscriptionDocument as subscriptionOf,
  suggestSubscription,
  type SubscriptionInclude,
} from '../services/subscriptions.js';

const boltParams = z.object({ id: z.string() });

const includeParam = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
      : [],
  )
  .refine(
    (names) => names.every((name) => (SUBSCRIPTION_INCLUDES as readonly string[]).includes(name)),
    `include takes ${SUBSCRIPTION_INCLUDES.join(', ')}`,
  )
  .transform((names) => names as SubscriptionInclude[]);

export async function billingRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/subscription',
    { params: boltParams, querystring: z.object({ include: includeParam }), response: { 200: subscriptionDocument }, tags: ['billing'] },
    async ({ params, query }, { user, asAdmin }) => {
      const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'viewBilling');
      return subscriptionOf(app.db, bolt, query.include);
    },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/update-subscription',
    { params: boltParams, body: writeBody('subscriptions', updateSubscriptionSchema), response: { 200: subscriptionDocument }, tags: ['billing'] },
    async ({ params, body }, { user, asAdmin }) =>
      app.db.transaction(async (tx) => {
        const bolt = await permittedBolt(tx, user, params.id, asAdmin, 'manageBilling', { forUpdate: true });
        return changePlan(tx, app.billing, bolt, actsAsStaff(user, asAdmin), body.data.attributes);
      }),
    { config: { idempotent: true } },
  );

  dualRoute(
    app,
    'GET',
    'products/suggest-subscription',
    {
      querystring: z.object({
        plan: z.enum(PLANS, messages.oneOf).optional(),
        billingPeriod: z.enum(BILLING_PERIODS, messages.oneOf).optional(),
        boltId: z.string().optional(),
      }),
      response: { 200: productsDocument },
      tags: ['billing'],
    },
    async ({ query }, { user, asAdmin }) => {
      const bolt = query.boltId ? await permittedBolt(app.db, user, query.boltId, asAdmin, 'viewBilling') : null;
      return suggestSubscription(app.db, bolt, query, metricsTime(app.config.statisticsClock));
    },
  );
}
