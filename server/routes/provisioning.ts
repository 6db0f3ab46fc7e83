import type { FastifyInstance } from 'fastify';
import { cdnProvider } from '../dataplane/cdn/index.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { cdnOrderQuery, cdnOrderSchema, provisioningMessages, provisioningOrderSchema } from '../../src/rules/schemas/provisioning.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import {
  provisioningLogRecordSchema,
  provisioningOrderRecordSchema,
  provisioningStatusSchema,
} from '../../src/rules/schemas/records/provisioning.js';
import { deleteOrder, findOrder, listOrders, showOrder, showOrderStatus } from '../services/provisioningOrders.js';
import { listProvisioningLogs } from '../services/provisioningLogs.js';
import { placeCdnOrder, placeOrder, type Provisioning } from '../services/provisioningPlacing.js';
import { retryOrder, type Retry } from '../services/provisioningProgress.js';

const tags = ['provisioning'];
const ORDERS = 'provisioning/servebolt-cdn/orders';
const status = { 200: oneDocument(provisioningStatusSchema) };

/** Spec 2 §7 retry calls, each POST …/orders/{id}/{call}. */
const RETRIES: Record<string, Retry> = {
  resume: 'resume',
  'next-step': 'next-step',
  'verify-ownership': 'ownership',
  'verify-ssl': 'ssl',
  'verify-routing': 'routing',
};

/** Spec 2 §2.3, §7 Provisioning: CDN orders, their steps and retries, and the log of what the jobs ran. */
export async function provisioningRoutes(app: FastifyInstance) {
  const provisioning = (): Provisioning => ({ cdn: cdnProvider(app.config), send: app.jobs.send });
  const placed = async (orderId: number) => ({ data: await showOrder(app.db, orderId), meta: { message: provisioningMessages.ordered } });

  dualRoute(
    app,
    'GET',
    ORDERS,
    { querystring: listQuerySchema, response: { 200: listDocument(provisioningOrderRecordSchema) }, tags },
    async ({ query }, { user, asAdmin }) => listOrders(app.db, user, asAdmin, query as ListQuery & Record<string, unknown>),
  );

  dualRoute(
    app,
    'POST',
    ORDERS,
    { body: writeBody('provisioning-orders', provisioningOrderSchema), response: { 201: oneDocument(provisioningOrderRecordSchema) }, tags },
    async ({ body }, { user, asAdmin, reply }) =>
      reply.code(201).send(await placed(await placeOrder(app.db, provisioning(), user, asAdmin, body.data.attributes))),
  );

  dualRoute(
    app,
    'GET',
    `${ORDERS}/:id`,
    { params: idParams, response: { 200: oneDocument(provisioningOrderRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => ({
      data: await showOrder(app.db, (await findOrder(app.db, user, asAdmin, params.id)).id),
    }),
  );

  // Spec 2 §5 makes the person type DELETE; that is the panel's prompt, so the call takes none.
  dualRoute(
    app,
    'DELETE',
    `${ORDERS}/:id`,
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      await deleteOrder(app.db, provisioning().cdn, await findOrder(app.db, user, asAdmin, params.id));
      return reply.code(204).send();
    },
  );

  dualRoute(app, 'GET', `${ORDERS}/:id/status`, { params: idParams, response: status, tags }, async ({ params }, { user, asAdmin }) => ({
    data: await showOrderStatus(app.db, (await findOrder(app.db, user, asAdmin, params.id)).id),
  }));

  for (const [call, how] of Object.entries(RETRIES)) {
    dualRoute(app, 'POST', `${ORDERS}/:id/${call}`, { params: idParams, response: status, tags }, async ({ params }, { user, asAdmin }) => {
      const { id } = await findOrder(app.db, user, asAdmin, params.id);
      const { cdn, send } = provisioning();
      await retryOrder(app.db, { send, delayMs: cdn.stepDelayMs }, id, how);
      return { data: await showOrderStatus(app.db, id) };
    });
  }

  dualRoute(
    app,
    'POST',
    'provisioning/cdn-order',
    {
      querystring: cdnOrderQuery,
      body: writeBody('provisioning-orders', cdnOrderSchema),
      response: { 201: oneDocument(provisioningOrderRecordSchema) },
      tags,
    },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const input = { ...body.data.attributes, checkout: query.checkout === '1' };
      return reply.code(201).send(await placed(await placeCdnOrder(app.db, app.billing, provisioning(), user, asAdmin, input)));
    },
    { config: { idempotent: true } },
  );

  dualRoute(
    app,
    'GET',
    'provisioning/logs',
    { querystring: listQuerySchema, response: { 200: listDocument(provisioningLogRecordSchema) }, tags },
    async ({ query }) => listProvisioningLogs(app.db, query as ListQuery & Record<string, unknown>),
    { customer: false },
  );
}
