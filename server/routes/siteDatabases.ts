import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { databaseConnectionSchema, siteDatabaseMessages } from '../../src/rules/schemas/siteDatabase.js';
import { databaseRecordSchema, siteDatabaseDocument } from '../../src/rules/schemas/records/database.js';
import { listDocument, messageMeta } from '../../src/rules/schemas/records/document.js';
import { connectDatabases, disconnectDatabases, findSiteDatabase, listSiteDatabases } from '../services/databases.js';

const tags = ['databases'];
const body = writeBody('databases', databaseConnectionSchema);
/** The databases connected or disconnected, and what was done. */
const connected = { 200: listDocument(databaseRecordSchema, messageMeta) };
const databaseParams = z.object({ id: z.string(), dbId: z.string() });

/** Spec 2 §2.6 and §7: the databases a site uses, one of its Bolt's as the site sees it, and connecting or disconnecting them. */
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

  // The site's Settings of a database: any of its Bolt's, so the page can offer to connect one it does not use.
  dualRoute(
    app,
    'GET',
    'environments/:id/databases/:dbId',
    { params: databaseParams, response: { 200: siteDatabaseDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const site = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageDatabases');
      return findSiteDatabase(app.db, site, params.dbId);
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
