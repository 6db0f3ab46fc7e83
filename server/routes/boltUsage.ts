import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { metricsTime } from '../dataplane/measuredSites.js';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { usageRecordSchema } from '../../src/rules/schemas/records/billing.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { quotaSchema } from '../../src/rules/schemas/subscription.js';
import { actsAsStaff, permittedBolt } from '../services/bolts.js';
import { changeStorage, usageRecord } from '../services/subscriptions.js';

const boltParams = z.object({ id: z.string() });
const usage = { 200: oneDocument(usageRecordSchema) };

/** A Bolt's usage this month, and the storage of dedicated Bolts (spec 1 §2 change-storage). */
export async function boltUsageRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'bolts/:id/usage', { params: boltParams, response: usage, tags: ['billing'] }, async ({ params }, { user, asAdmin }) => {
    const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'view');
    return { data: await usageRecord(app.db, bolt, metricsTime(app.config.statisticsClock)) };
  });

  dualRoute(
    app,
    'POST',
    'bolts/:id/quota',
    { params: boltParams, body: writeBody('quotas', quotaSchema), response: usage, tags: ['billing'] },
    async ({ params, body }, { user, asAdmin }) =>
      app.db.transaction(async (tx) => {
        const bolt = await permittedBolt(tx, user, params.id, asAdmin, 'manageBilling', { forUpdate: true });
        return changeStorage(
          tx,
          app.billing,
          bolt,
          actsAsStaff(user, asAdmin),
          body.data.attributes.storageMb,
          metricsTime(app.config.statisticsClock),
        );
      }),
    { config: { idempotent: true } },
  );
}
