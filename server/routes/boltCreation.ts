import { and, count, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import type { AuthUser } from '../auth/session.js';
import type { Db } from '../db/client.js';
import { accounts, bolts } from '../db/schema.js';
import { billingProvider, type Checkout } from '../dataplane/billing.js';
import { dualRoute } from '../http/dualRoute.js';
import { ApiError, invalid, notFound } from '../http/errors.js';
import { toRecord, writeBody } from '../http/jsonapi.js';
import { invalidParameter } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { MAX_FREE_TEST_BOLTS, TRIAL_DAYS } from '../../src/rules/plans.js';
import {
  boltCheckoutSchema,
  boltCreateSchema,
  boltMessages,
  boltValidateSchema,
  boltWizardSchema,
  customerIdField,
} from '../../src/rules/schemas/boltCreate.js';
import { showBolt } from './boltRecord.js';
import { pickServer, provisionBolt } from './provisionBolt.js';

const ATTRIBUTES = '/data/attributes';

/** 422 with one error per failed input, as the error handler answers for route schemas. */
function invalidInputs(issues: z.core.$ZodIssue[]) {
  const errors = issues.map((issue) => ({
    status: '422',
    code: 'invalid',
    title: 'Invalid attribute',
    detail: issue.message,
    source: { pointer: [ATTRIBUTES, ...issue.path.map(String)].join('/') },
  }));
  return new ApiError(422, errors);
}

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

const checkoutRecord = ({ accountId, ...checkout }: Checkout) => toRecord('checkouts', { ...checkout, customerId: accountId });

// A customer may post no body at all.
const customerBody = writeBody('bolts', z.object({ customerId: customerIdField() })).nullish();

export async function boltCreationRoutes(app: FastifyInstance) {
  const billing = billingProvider();

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
      const order = body.data.attributes;
      const checkout = await app.db.transaction(async (tx) => {
        const accountId = await accountFor(tx, user, asAdmin, order.customerId);
        // Take no money for a Bolt that could not be placed.
        await requireServer(tx, order.location);
        return billing.createCheckout({ accountId, plan: order.plan, billingPeriod: order.billingPeriod, boltName: order.name }, tx);
      });
      return reply.code(201).send({ data: checkoutRecord(checkout) });
    },
  );

  dualRoute(app, 'GET', 'billing/checkout/:id', { params: z.object({ id: z.string() }), tags: ['billing'] }, async ({ params }, { user, asAdmin }) => {
    const checkout = await billing.findCheckout(params.id, app.db);
    if (!checkout || (!asAdmin && checkout.accountId !== user.accountId)) throw notFound();
    return { data: checkoutRecord(checkout) };
  });

  dualRoute(
    app,
    'POST',
    'bolts',
    {
      querystring: z.object({ trial: z.enum(['0', '1']).optional(), checkout: z.string().min(1).optional() }),
      body: writeBody('bolts', boltCreateSchema),
      tags: ['bolts'],
    },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const { customerId, ...input } = body.data.attributes;
      const trial = query.trial === '1';
      if (trial === (query.checkout !== undefined)) throw invalidParameter('checkout', boltMessages.paymentNeeded);
      const result = await app.db.transaction(async (tx) => {
        const accountId = await accountFor(tx, user, asAdmin, customerId);
        if (trial) {
          if (input.plan && input.plan !== 'pro') throw invalid(`${ATTRIBUTES}/plan`, boltMessages.trialPlan);
          if ((await trialsOf(tx, accountId)).available === 0) throw invalidParameter('trial', boltMessages.trialsUsed);
          const trialEndsAt = new Date(Date.now() + TRIAL_DAYS * 86_400_000);
          const boltId = await provisionBolt(tx, { ...input, accountId, plan: 'pro', billingPeriod: input.billingPeriod ?? 'monthly', trialEndsAt });
          return { created: true, boltId };
        }
        const checkout = await billing.findCheckout(query.checkout!, tx, { forUpdate: true });
        if (!checkout || checkout.accountId !== accountId) throw notFound();
        if (checkout.boltId !== null) return { created: false, boltId: checkout.boltId };
        if (checkout.status !== 'paid') {
          throw invalidParameter('checkout', checkout.status === 'failed' ? boltMessages.checkoutFailed : boltMessages.checkoutOpen);
        }
        for (const field of ['plan', 'billingPeriod'] as const) {
          if (input[field] && input[field] !== checkout[field]) throw invalid(`${ATTRIBUTES}/${field}`, boltMessages.checkoutMismatch);
        }
        const boltId = await provisionBolt(tx, { ...input, accountId, plan: checkout.plan, billingPeriod: checkout.billingPeriod, trialEndsAt: null });
        await billing.attachBolt(checkout.id, boltId, tx);
        return { created: true, boltId };
      });
      return reply.code(result.created ? 201 : 200).send({ data: await showBolt(app.db, result.boltId) });
    },
  );
}
