import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { invalidParameter, writeBody } from '../http/jsonapi.js';
import { boltCheckoutSchema, boltCreateSchema, boltMessages, boltValidateSchema, customerIdField } from '../../src/rules/schemas/boltCreate.js';
import { boltRecordSchema, trialsDocument } from '../../src/rules/schemas/records/bolt.js';
import { checkoutRecordSchema } from '../../src/rules/schemas/records/checkout.js';
import { oneDocument, VALID, validDocument } from '../../src/rules/schemas/records/document.js';
import { checkoutOf, checkTrials, completeCheckout, createBolt, startCheckout, validateStep } from '../services/boltCreation.js';

const checkoutParams = z.object({ id: z.string() });

// A customer may post no body at all.
const customerBody = writeBody('bolts', z.object({ customerId: customerIdField() })).nullish();

/** A Bolt made now (201), or the one a checkout already had (200). */
const madeBolt = { 200: oneDocument(boltRecordSchema), 201: oneDocument(boltRecordSchema) };

export async function boltCreationRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'POST',
    'bolts/validate',
    { body: writeBody('bolts', boltValidateSchema), response: { 200: validDocument }, tags: ['bolts'] },
    async ({ body }) => {
      await validateStep(app.db, body.data.attributes);
      return VALID;
    },
  );

  dualRoute(
    app,
    'POST',
    'bolts/check-trials',
    { body: customerBody, response: { 200: trialsDocument }, tags: ['bolts'] },
    async ({ body }, { user, asAdmin }) => ({
      data: await checkTrials(app.db, user, asAdmin, body?.data.attributes.customerId),
    }),
  );

  dualRoute(
    app,
    'POST',
    'bolts/checkout',
    { body: writeBody('checkouts', boltCheckoutSchema), response: { 201: oneDocument(checkoutRecordSchema) }, tags: ['billing'] },
    async ({ body }, { user, asAdmin, reply }) =>
      reply.code(201).send({ data: await startCheckout(app.db, app.billing, user, asAdmin, body.data.attributes) }),
    { config: { idempotent: true } },
  );

  dualRoute(
    app,
    'GET',
    'billing/checkout/:id',
    { params: checkoutParams, response: { 200: oneDocument(checkoutRecordSchema) }, tags: ['billing'] },
    async ({ params }, { user, asAdmin }) => ({ data: await checkoutOf(app.db, params.id, user, asAdmin) }),
  );

  /** Staff complete a paid checkout that has no Bolt yet, for the checkout's account, from its stored order. */
  dualRoute(
    app,
    'POST',
    'billing/checkout/:id/complete',
    { params: checkoutParams, response: madeBolt, tags: ['billing'] },
    async ({ params }, { reply }) => {
      const { created, bolt } = await completeCheckout(app.db, params.id);
      return reply.code(created ? 201 : 200).send({ data: bolt });
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
      response: madeBolt,
      tags: ['bolts'],
    },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const trial = query.trial === '1';
      if (trial === (query.checkout !== undefined)) throw invalidParameter('checkout', boltMessages.paymentNeeded);
      const how = query.checkout === undefined ? { trial: true as const } : { trial: false as const, checkout: query.checkout };
      const { created, bolt } = await createBolt(app.db, user, asAdmin, how, body?.data.attributes);
      return reply.code(created ? 201 : 200).send({ data: bolt });
    },
    { config: { idempotent: true } },
  );
}
