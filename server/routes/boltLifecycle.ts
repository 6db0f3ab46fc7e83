import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { listQuerySchema, type ListQuery } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { boltRecordSchema } from '../../src/rules/schemas/records/bolt.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { deleteBoltNow, keepBolt, listArchivedBolts, permittedBolt, restoreBolt, scheduleBoltDeletion } from '../services/bolts.js';

const boltParams = z.object({ id: z.string() });
const one = { 200: oneDocument(boltRecordSchema) };

/** Spec 1 §4 Bolt deletion, and staff's archive of deleted Bolts with restore (spec 1 §1, §7). */
export async function boltLifecycleRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'DELETE',
    'bolts/:id',
    {
      params: boltParams,
      querystring: z.object({ cancelImmediately: z.enum(['0', '1'], messages.oneOf) }),
      // 204 when deleted at once; the Bolt with its scheduled deletion otherwise.
      response: { ...one, 204: noContent },
      tags: ['bolts'],
    },
    async ({ params, query }, { user, asAdmin, reply }) => {
      const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'delete');
      if (query.cancelImmediately === '1') {
        await deleteBoltNow(app.db, bolt);
        return reply.code(204).send();
      }
      return { data: await scheduleBoltDeletion(app.db, bolt) };
    },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/restore-subscription',
    { params: boltParams, response: one, tags: ['billing'] },
    async ({ params }, { user, asAdmin }) => {
      const bolt = await permittedBolt(app.db, user, params.id, asAdmin, 'manageBilling');
      return { data: await keepBolt(app.db, bolt) };
    },
  );

  dualRoute(
    app,
    'GET',
    'bolts/archive',
    { querystring: listQuerySchema, response: { 200: listDocument(boltRecordSchema) }, tags: ['bolts'] },
    async ({ query }) => listArchivedBolts(app.db, query as ListQuery & Record<string, unknown>),
    { customer: false },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/restore',
    { params: boltParams, response: one, tags: ['bolts'] },
    async ({ params }) => ({ data: await restoreBolt(app.db, params.id) }),
    { customer: false },
  );
}
