import type { FastifyInstance } from 'fastify';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { databaseConnectionSchema, siteDatabaseMessages } from '../../src/rules/schemas/siteDatabase.js';
import { databaseRecordSchema } from '../../src/rules/schemas/records/database.js';
import { listDocument, messageMeta } from '../../src/rules/schemas/records/document.js';
import { connectDatabases, disconnectDatabases, listSiteDatabases } from '../services/databases.js';

const tags = ['databases'];
const body = writeBody('databases', databaseConnectionSchema);
/** The databases connected or disconnected, and what was done. */
const connected = { 200: listDocument(databaseRecordSchema, messageMeta) };

/** Spec 2 §2.6 and §7: the databases a site uses, and connecting or disconnecting them. */
export async function siteDatabaseRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/databases',
    { params: idParams, querystring: listQuerySchema, response: { 200: listDocument(databaseRecordSchema) }, tags },
    async (input, { user, asAdmin }) => {
      const site = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'manageDatabases');
      return listSiteDatabases(app.db, site, input.query as ListQuery & Record<string, unknown>);
    },
  );

  dualRoute(app, 'POST', 'databases/connect', { body, response: connected, tags }, async (input, { user, asAdmin }) => ({
    data: await connectDatabases(app.db, user, asAdmin, input.body.data.attributes),
    meta: { message: siteDatabaseMessages.connected },
  }));

  dualRoute(app, 'POST', 'databases/disconnect', { body, response: connected, tags }, async (input, { user, asAdmin }) => ({
    data: await disconnectDatabases(app.db, user, asAdmin, input.body.data.attributes),
    meta: { message: siteDatabaseMessages.disconnected },
  }));
}
