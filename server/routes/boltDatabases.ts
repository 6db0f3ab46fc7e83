import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { databaseSchema } from '../../src/rules/schemas/database.js';
import { databaseRecordSchema } from '../../src/rules/schemas/records/database.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import {
  boltOfDatabases,
  createDatabase,
  databaseRecord,
  dropDatabase,
  findDatabase,
  listBoltDatabases,
  renameDatabase,
} from '../services/databases.js';

const tags = ['databases'];
const databaseParams = z.object({ id: z.string(), dbId: z.string() });
const one = { 200: oneDocument(databaseRecordSchema) };

/** Spec 1 §7 and spec 2 §7: bolts/{id}/databases CRUD, for roles that manage databases. */
export async function boltDatabaseRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/databases',
    { params: idParams, querystring: listQuerySchema, response: { 200: listDocument(databaseRecordSchema) }, tags },
    async (input, { user, asAdmin }) => {
      const boltId = await boltOfDatabases(app.db, input.params.id, user, asAdmin);
      return listBoltDatabases(app.db, boltId, input.query as ListQuery & Record<string, unknown>);
    },
  );

  dualRoute(app, 'GET', 'bolts/:id/databases/:dbId', { params: databaseParams, response: one, tags }, async ({ params }, { user, asAdmin }) => {
    const boltId = await boltOfDatabases(app.db, params.id, user, asAdmin);
    return { data: databaseRecord(await findDatabase(app.db, boltId, params.dbId)) };
  });

  dualRoute(
    app,
    'POST',
    'bolts/:id/databases',
    { params: idParams, body: writeBody('databases', databaseSchema), response: { 201: oneDocument(databaseRecordSchema) }, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const boltId = await boltOfDatabases(app.db, params.id, user, asAdmin);
      return reply.code(201).send({ data: await createDatabase(app.db, boltId, body.data.attributes.name) });
    },
  );

  dualRoute(
    app,
    'PATCH',
    'bolts/:id/databases/:dbId',
    { params: databaseParams, body: writeBody('databases', databaseSchema), response: one, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const boltId = await boltOfDatabases(app.db, params.id, user, asAdmin);
      return { data: await renameDatabase(app.db, boltId, params.dbId, body.data.attributes.name) };
    },
  );

  dualRoute(
    app,
    'DELETE',
    'bolts/:id/databases/:dbId',
    { params: databaseParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      await dropDatabase(app.db, await boltOfDatabases(app.db, params.id, user, asAdmin), params.dbId);
      return reply.code(204).send();
    },
  );
}
