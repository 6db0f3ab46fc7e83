import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { bolts } from '../db/schema.js';
import { storageUsedMb } from '../dataplane/usage.js';
import { dualRoute } from '../http/dualRoute.js';
import { invalid } from '../http/errors.js';
import { writeBody } from '../http/jsonapi.js';
import { storageGb, UNLIMITED } from '../../src/rules/format.js';
import { quotaSchema, subscriptionMessages } from '../../src/rules/schemas/subscription.js';
import { chargeChange, refuseCustomContract } from './billing.js';
import { actsAsStaff, permittedBolt } from './boltRecord.js';
import { siteIdsOf, usageRecord } from './subscriptionRecord.js';

const boltParams = z.object({ id: z.string() });
const STORAGE = '/data/attributes/storageMb';

/** A Bolt's usage this month, and the storage of dedicated Bolts (spec 1 §2 change-storage). */
export async function boltUsageRoutes(app: FastifyInstance) {
  dualRoute(app, 'GET', 'bolts/:id/usage', { params: boltParams, tags: ['billing'] }, async ({ params }, { user, asAdmin }) => {
    const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'view');
    return { data: await usageRecord(app.db, bolt) };
  });

  dualRoute(
    app,
    'POST',
    'bolts/:id/quota',
    { params: boltParams, body: writeBody('quotas', quotaSchema), tags: ['billing'] },
    async ({ params, body }, { user, asAdmin }) => {
      const { storageMb } = body.data.attributes;
      const staff = actsAsStaff(user, asAdmin);
      // The answer is read before the provider is asked, so nothing can fail once money moved.
      return app.db.transaction(async (tx) => {
        const bolt = await permittedBolt(tx, user, params.id, asAdmin, 'manageBilling', { forUpdate: true });
        if (!bolt.dedicated) throw invalid(STORAGE, subscriptionMessages.dedicatedOnly);
        refuseCustomContract(bolt, staff);
        if (storageMb === UNLIMITED && !staff) throw invalid(STORAGE, subscriptionMessages.unlimitedStaffOnly);
        const used = storageUsedMb(await siteIdsOf(tx, bolt.id));
        if (storageMb !== UNLIMITED && storageMb < used) throw invalid(STORAGE, subscriptionMessages.belowUsage(storageGb(used)!));
        const [row] = await tx.update(bolts).set({ storageQuotaMb: storageMb }).where(eq(bolts.id, bolt.id)).returning();
        const answer = { data: await usageRecord(tx, row) };
        await chargeChange(app.billing, { boltId: bolt.id, boltName: bolt.name, plan: bolt.plan, billingPeriod: bolt.billingPeriod, storageMb });
        return answer;
      });
    },
    { config: { idempotent: true } },
  );
}
