import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { boltRole, requireBoltPermission } from '../auth/boltAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { forbidden } from '../http/errors.js';
import { parseId, writeBody } from '../http/jsonapi.js';
import { currentUser } from '../plugins/auth.js';
import { noContent, oneDocument, recordsDocument, VALID, validDocument } from '../../src/rules/schemas/records/document.js';
import { transferDocument, transferRecordSchema } from '../../src/rules/schemas/records/transfer.js';
import { boltRecordSchema } from '../../src/rules/schemas/records/bolt.js';
import { archiveTransferSchema, transferDecisionSchema, transferRequestSchema } from '../../src/rules/schemas/transfer.js';
import { showBolt } from '../services/bolts.js';
import { boltIdOf } from '../services/members.js';
import {
  cancelTransfer,
  decideTransfer,
  incomingTransfers,
  latestTransfer,
  recipientFor,
  requestTransfer,
  transferArchivedNow,
  transferNow,
} from '../services/transfers.js';

const boltParams = z.object({ id: z.string() });
const tags = ['transfer'];
const one = oneDocument(transferRecordSchema);

/** Spec 1 §4 and §5: handing a Bolt to another person, by request and answer or (admins) at once. */
export async function transferRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/transfer',
    { params: boltParams, response: { 200: transferDocument }, tags },
    async ({ params }, { user, asAdmin }) => latestTransfer(app.db, user, boltIdOf(params.id), asAdmin),
  );

  const requestBody = writeBody('transfers', transferRequestSchema);

  dualRoute(
    app,
    'POST',
    'bolts/:id/transfer/validate',
    { params: boltParams, body: requestBody, response: { 200: validDocument }, tags },
    async ({ params, body }, { user }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, false, 'transfer');
      await recipientFor(app.db, user, boltId, body.data.attributes.email, false);
      return VALID;
    },
    { admin: false },
  );

  dualRoute(
    app,
    'POST',
    'bolts/:id/transfer/request',
    { params: boltParams, body: requestBody, response: { 201: one }, tags },
    async ({ params, body }, { user, reply }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, false, 'transfer');
      return reply.code(201).send({ data: await requestTransfer(app.db, app.mailer, user, boltId, body.data.attributes.email) });
    },
    { admin: false },
  );

  const decisionBody = writeBody('transfers', transferDecisionSchema);
  // Answering moves the Bolt (or closes the request) once: a repeat with the same Idempotency-Key gets the first answer.
  const answering = { admin: false, config: { idempotent: true } };
  for (const [path, decision] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    dualRoute(
      app,
      'POST',
      `bolts/:id/transfer/${path}`,
      { params: boltParams, body: decisionBody, response: { 200: one }, tags },
      async ({ params, body }, { user }) => ({ data: await decideTransfer(app.db, user, boltIdOf(params.id), body.data.attributes.token, decision) }),
      answering,
    );
  }

  dualRoute(
    app,
    'DELETE',
    'bolts/:id/transfer/:transferId',
    { params: z.object({ id: z.string(), transferId: z.string() }), response: { 204: noContent }, tags },
    async ({ params }, { user, reply }) => {
      const boltId = boltIdOf(params.id);
      await requireBoltPermission(app.db, user, boltId, false, 'transfer');
      await cancelTransfer(app.db, boltId, parseId(params.transferId) ?? 0);
      return reply.code(204).send();
    },
    { admin: false },
  );

  /** Spec 1 §4 and §6: an admin transfer is instant and may include free-plan Bolts. */
  dualRoute(
    app,
    'POST',
    'bolts/:id/transfer',
    { params: boltParams, body: requestBody, response: { 200: one }, tags },
    async ({ params, body }, { user }) => {
      if (user.role !== 'admin') throw forbidden('Only admins transfer a Bolt instantly.');
      const boltId = boltIdOf(params.id);
      await boltRole(app.db, user, boltId, true);
      return { data: await transferNow(app.db, user, boltId, body.data.attributes.email) };
    },
    { customer: false, config: { idempotent: true } },
  );

  /** An admin moves an archived Bolt to another customer's account at once (staff's archive page); it stays archived. */
  dualRoute(
    app,
    'POST',
    'bolts/archive/:id/transfer',
    { params: boltParams, body: writeBody('transfers', archiveTransferSchema), response: { 200: oneDocument(boltRecordSchema) }, tags },
    async ({ params, body }, { user }) => {
      if (user.role !== 'admin') throw forbidden('Only admins transfer a Bolt instantly.');
      const boltId = boltIdOf(params.id);
      await transferArchivedNow(app.db, user, boltId, body.data.attributes.customerId);
      return { data: await showBolt(app.db, boltId) };
    },
    { customer: false, config: { idempotent: true } },
  );

  /** Requests addressed to the caller, for the recipient's notice. */
  app.get('/v1/transfers/incoming', { schema: { response: { 200: recordsDocument(transferRecordSchema) }, tags } }, async (request) => ({
    data: await incomingTransfers(app.db, currentUser(request)),
  }));
}
