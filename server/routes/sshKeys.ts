import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { sshKeyRecordSchema } from '../../src/rules/schemas/records/sshKey.js';
import { sshKeyCreateSchema, sshKeyFormMessages } from '../../src/rules/schemas/sshKey.js';
import { addKey, deleteKey, listKeys, showKey } from '../services/sshKeys.js';

const tags = ['ssh-keys'];

/** Spec 2 §7 SSH calls on keys: list (the account's, or a site's), show, add, delete. */
export async function sshKeyRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'ssh-keys',
    { querystring: listQuerySchema, response: { 200: listDocument(sshKeyRecordSchema) }, tags },
    async (input, { user, asAdmin }) => listKeys(app.db, user, asAdmin, input.query as ListQuery & Record<string, unknown>),
  );

  dualRoute(
    app,
    'GET',
    'ssh-keys/:id',
    { params: idParams, response: { 200: oneDocument(sshKeyRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => ({
      data: await showKey(app.db, user, asAdmin, params.id),
    }),
  );

  dualRoute(
    app,
    'POST',
    'ssh-keys',
    { body: writeBody('ssh-keys', sshKeyCreateSchema), response: { 201: oneDocument(sshKeyRecordSchema) }, tags },
    async ({ body }, { user, asAdmin, reply }) =>
      reply.code(201).send({ data: await addKey(app.db, user, asAdmin, body.data.attributes), meta: { message: sshKeyFormMessages.added } }),
  );

  dualRoute(app, 'DELETE', 'ssh-keys/:id', { params: idParams, response: { 204: noContent }, tags }, async ({ params }, { user, asAdmin, reply }) => {
    await deleteKey(app.db, user, asAdmin, params.id);
    return reply.code(204).send();
  });
}
