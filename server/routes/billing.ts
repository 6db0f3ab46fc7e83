import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { accounts, bolts } from '../db/schema.js';
import { BillingError, type BillingProvider, type SubscriptionChange } from '../dataplane/billing.js';
import { storageUsedMb } from '../dataplane/usage.js';
import { dualRoute } from '../http/dualRoute.js';
import { ApiError, forbidden, invalid } from '../http/errors.js';
import { listMeta, writeBody } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { BILLING_PERIODS, PLAN_NAMES, PLAN_TERMS } from '../../src/rules/plans.js';
import { PLANS, type Plan } from '../../src/rules/schemas/bolt.js';
import { subscriptionMessages, updateSubscriptionSchema } from '../../src/rules/schemas/subscription.js';
import { actsAsStaff, permittedBolt, type BoltRow } from './boltRecord.js';
import { addonRecords, planAttributes, siteIdsOf, subscriptionAttributes } from './subscriptionRecord.js';

const boltParams = z.object({ id: z.string() });
const INCLUDES = ['plan', 'customer', 'addons', 'scheduled'] as const;
type Include = (typeof INCLUDES)[number];

const includeParam = z
  .string()
  .optional()
  .transform((value) => (value ? value.split(',').map((name) => name.trim()).filter(Boolean) : []))
  .refine((names) => names.every((name) => (INCLUDES as readonly string[]).includes(name)), `include takes ${INCLUDES.join(', ')}`)
  .transform((names) => names as Include[]);

/** Custom contracts are billed by hand: only staff change them (spec 1 §3 Subscription.custom_contract). */
export function refuseCustomContract(bolt: BoltRow, staff: boolean) {
  if (bolt.customContract && !staff) throw forbidden(subscriptionMessages.customContract);
}

/**
 * Asks the provider for the change, as the last step of the caller's transaction (the row is
 * written before, so nothing that can fail comes after the money moved). A refusal reaches the
 * person as it was given: 402, and the transaction's writes roll back.
 */
export async function chargeChange(billing: BillingProvider, change: SubscriptionChange) {
  try {
    await billing.changeSubscription(change);
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    throw new ApiError(402, [{ status: '402', code: 'payment_failed', title: 'Payment failed', detail: error.message }]);
  }
}

async function subscriptionDocument(db: Db, bolt: BoltRow, include: Include[]) {
  const included: { id: string; type: string; attributes: Record<string, unknown> }[] = [];
  if (include.includes('plan')) included.push({ id: bolt.plan, type: 'plans', attributes: planAttributes(bolt.plan, bolt.billingPeriod) });
  if (include.includes('customer')) {
    const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, bolt.accountId));
    included.push({ id: String(bolt.accountId), type: 'customers', attributes: { name: account.name } });
  }
  if (include.includes('addons')) included.push(...addonRecords(bolt));
  if (include.includes('scheduled') && bolt.deletionScheduledAt) {
    included.push({ id: `${bolt.id}-deletion`, type: 'scheduled_changes', attributes: { action: 'delete', at: bolt.deletionScheduledAt } });
  }
  const data = { id: String(bolt.id), type: 'subscriptions', attributes: subscriptionAttributes(bolt) };
  return include.length ? { data, included } : { data };
}

/** The cheapest plan from `from` up whose sites and storage hold what the Bolt uses now. */
function suggestPlan(from: Plan, usage: { sites: number; storageMb: number } | null): Plan {
  const candidates = PLANS.slice(PLANS.indexOf(from));
  const fits = (plan: Plan) => !usage || (PLAN_TERMS[plan].sites >= usage.sites && PLAN_TERMS[plan].storageMb >= usage.storageMb);
  return candidates.find(fits) ?? 'enterprise';
}

export async function billingRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/subscription',
    { params: boltParams, querystring: z.object({ include: includeParam }), tags: ['billing'] },
    async ({ params, query }, { user, asAdmin }) => {
      const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'viewBilling');
      return subscriptionDocument(app.db, bolt, query.include);
    },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/update-subscription',
    { params: boltParams, body: writeBody('subscriptions', updateSubscriptionSchema), tags: ['billing'] },
    async ({ params, body }, { user, asAdmin }) => {
      const { plan, billingPeriod } = body.data.attributes;
      // The answer is read before the provider is asked, so nothing can fail once money moved.
      return app.db.transaction(async (tx) => {
        const bolt = await permittedBolt(tx, user, params.id, asAdmin, 'manageBilling', { forUpdate: true });
        refuseCustomContract(bolt, actsAsStaff(user, asAdmin));
        const sites = (await siteIdsOf(tx, bolt.id)).length;
        if (sites > PLAN_TERMS[plan].sites) {
          throw invalid('/data/attributes/plan', subscriptionMessages.tooManySites(PLAN_NAMES[plan], PLAN_TERMS[plan].sites, sites));
        }
        // Choosing a paid plan ends a free test (trialEndsAt cleared), whatever the plan.
        const [row] = await tx.update(bolts).set({ plan, billingPeriod, trialEndsAt: null }).where(eq(bolts.id, bolt.id)).returning();
        const answer = await subscriptionDocument(tx, row, []);
        await chargeChange(app.billing, { boltId: bolt.id, boltName: bolt.name, plan, billingPeriod, storageMb: bolt.storageQuotaMb });
        return answer;
      });
    },
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
      tags: ['billing'],
    },
    async ({ query }, { user, asAdmin }) => {
      const bolt = query.boltId ? await permittedBolt(app.db, user, query.boltId, asAdmin, 'viewBilling') : null;
      const siteIds = bolt ? await siteIdsOf(app.db, bolt.id) : [];
      const usage = bolt ? { sites: siteIds.length, storageMb: storageUsedMb(siteIds) } : null;
      const billingPeriod = query.billingPeriod ?? bolt?.billingPeriod ?? 'monthly';
      const suggested = suggestPlan(query.plan ?? 'pro', usage);
      return {
        data: PLANS.map((plan) => ({
          id: plan,
          type: 'products',
          attributes: { ...planAttributes(plan, billingPeriod), suggested: plan === suggested, current: plan === bolt?.plan },
        })),
        meta: { ...listMeta(1, PLANS.length, PLANS.length, PLANS.length), billingPeriod, suggested },
      };
    },
  );
}
