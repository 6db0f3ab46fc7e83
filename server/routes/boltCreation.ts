import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { accounts, bolts } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { invalid, invalidInputs, notFound } from '../http/errors.js';
import { invalidParameter, writeBody } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { MAX_FREE_TEST_BOLTS, TRIAL_DAYS } from '../../src/rules/plans.js';
import {
  boltCheckoutSchema,
  boltCreateSchema,
  boltMessages,
  boltOrderSchema,
  boltValidateSchema,
  boltWizardSchema,
  customerIdField,
} from '../../src/rules/schemas/boltCreate.js';
import { checkoutRecord, findCheckout, fulfilCheckout, openCheckout } from '../services/checkouts.js';
import { pickServer, provisionBolt } from '../services/provisionBolt.js';
import { showBolt } from './boltRecord.js';

const ATTRIBUTES = '/data/attributes';

/**
 * The account a creation is for: the caller's own, or on admin/… the customer staff act for
 * (required there). Locks the account's row so two creations cannot both take its last free test.
 */
async function accountFor(db: Db, user: AuthUser, asAdmin: boolean, customerId: number | undefined) {
  const accountId = asAdmin ? customerId : user.accountId;
  if (accountId === undefined) throw invalid(`${ATTRIBUTES}/customerId`, messages.selectCustomer);
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
  if (!row) throw invalid(`${ATTRIBUTES}/customerId`, messages.selectCustomer);
  return row.id;
}

/** Free test Bolts the account holds now (spec 1 §9: a per-account maximum, ours is 2). */
async function trialsOf(db: Db, accountId: number) {
  const [row] = await db
    .select({ used: count() })
    .from(bolts)
    .where(and(eq(bolts.accountId, accountId), isNotNull(bolts.trialEndsAt), liveBolt));
  const used = Number(row.used);
  return { available: Math.max(0, MAX_FREE_TEST_BOLTS - used), used, max: MAX_FREE_TEST_BOLTS };
}

async function requireServer(db: Db, location: string) {
  if ((await pickServer(db, location)) === null) throw invalid(`${ATTRIBUTES}/location`, boltMessages.noServer);
}

const checkoutParams = z.object({ id: z.string() });

// A customer may post no body at all.
const customerBody = writeBody('bolts', z.object({ customerId: customerIdField() })).nullish();

export async function boltCreationRoutes(app: FastifyInstance) {
  dualRoute(app, 'POST', 'bolts/validate', { body: writeBody('bolts', boltValidateSchema), tags: ['bolts'] }, async ({ body }) => {
    const { step, ...inputs } = body.data.attributes;
    const parsed = boltWizardSchema(step).safeParse(inputs);
    if (!parsed.success) throw invalidInputs(parsed.error.issues);
    if (parsed.data.location) await requireServer(app.db, parsed.data.location);
    return { data: { valid: true } };
  });

  dualRoute(app, 'POST', 'bolts/check-trials', { body: customerBody, tags: ['bolts'] }, async ({ body }, { user, asAdmin }) => {
    const trials = await app.db.transaction(async (tx) =>
      trialsOf(tx, await accountFor(tx, user, asAdmin, body?.data.attributes.customerId)),
    );
    return { data: trials };
  });

  dualRoute(
    app,
    'POST',
    'bolts/checkout',
    { body: writeBody('checkouts', boltCheckoutSchema), tags: ['billing'] },
    async ({ body }, { user, asAdmin, reply }) => {
      const { customerId, ...order } = body.data.attributes;
      const checkout = await app.db.transaction(async (tx) => {
        const accountId = await accountFor(tx, user, asAdmin, customerId);
        // Take no money for a Bolt that could not be placed.
        await requireServer(tx, order.location);
        return openCheckout(tx, app.billing, accountId, order);
      });
      return reply.code(201).send({ data: checkoutRecord(checkout) });
    },
    { config: { idempotent: true } },
  );

  dualRoute(app, 'GET', 'billing/checkout/:id', { params: checkoutParams, tags: ['billing'] }, async ({ params }, { user, asAdmin }) => {
    const checkout = await findCheckout(app.db, params.id);
    if (!checkout || (!asAdmin && checkout.accountId !== user.accountId)) throw notFound();
    return { data: checkoutRecord(checkout) };
  });

  /** Staff complete a paid checkout that has no Bolt yet, for the checkout's account, from its stored order. */
  dualRoute(
    app,
    'POST',
    'billing/checkout/:id/complete',
    { params: checkoutParams, tags: ['billing'] },
    async ({ params }, { reply }) => {
      const result = await app.db.transaction(async (tx) => {
        const checkout = await findCheckout(tx, params.id, { forUpdate: true });
        if (!checkout) throw notFound();
        const { created, boltId } = await fulfilCheckout(tx, checkout);
        return { created, bolt: await showBolt(tx, boltId) };
      });
      return reply.code(result.created ? 201 : 200).send({ data: result.bolt });
    },
    { customer: false, config: { idempotent: true } },
  );

  dualRoute(
    app,
    'POST',
    'bolts',
    {
      querystring: z.object({ trial: z.enum(['0', '1']).optional(), checkout: z.string().min(1).optional() }),
      // From a paid checkout the body may be left out: the stored order is used.
      body: writeBody('bolts', boltCreateSchema).nullish(),
      tags: ['bolts'],
    },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const { customerId, ...given } = body?.data.attributes ?? {};
      const trial = query.trial === '1';
      if (trial === (query.checkout !== undefined)) throw invalidParameter('checkout', boltMessages.paymentNeeded);
      const result = await app.db.transaction(async (tx) => {
        const accountId = await accountFor(tx, user, asAdmin, customerId);
        if (trial) {
          if (given.plan && given.plan !== 'pro') throw invalid(`${ATTRIBUTES}/plan`, boltMessages.trialPlan);
          const parsed = boltOrderSchema.safeParse({ ...given, plan: 'pro', billingPeriod: given.billingPeriod ?? 'monthly' });
          if (!parsed.success) throw invalidInputs(parsed.error.issues);
          if ((await trialsOf(tx, accountId)).available === 0) throw invalidParameter('trial', boltMessages.trialsUsed);
          const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
          return { created: true, bolt: await showBolt(tx, await provisionBolt(tx, { ...parsed.data, accountId, trialEndsAt })) };
        }
        const checkout = await findCheckout(tx, query.checkout!, { forUpdate: true });
        if (!checkout || checkout.accountId !== accountId) throw notFound();
        const { created, boltId } = await fulfilCheckout(tx, checkout, given);
        return { created, bolt: await showBolt(tx, boltId) };
      });
      return reply.code(result.created ? 201 : 200).send({ data: result.bolt });
    },
    { config: { idempotent: true } },
  );
}
