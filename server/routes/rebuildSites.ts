import type { FastifyInstance } from 'fastify';
import { idParams, listQuerySchema, parseId, type ListQuery } from '../http/jsonapi.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { listDocument } from '../../src/rules/schemas/records/document.js';
import { rebuildSiteRecordSchema } from '../../src/rules/schemas/records/sitesConfig.js';
import { listRebuildSites } from '../services/rebuildSites.js';

/** A rebuild's per-site results (staff); the rebuilds themselves are a declared resource (resources/rebuilds.ts). */
export async function rebuildSiteRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'rebuild-sites-config/:id/sites',
    { params: idParams, querystring: listQuerySchema, response: { 200: listDocument(rebuildSiteRecordSchema) }, tags: ['rebuild-sites-config'] },
    async ({ params, query }) => {
      const id = parseId(params.id);
      if (id === null) throw notFound();
      return listRebuildSites(app.db, id, query as ListQuery & Record<string, unknown>);
    },
    { customer: false },
  );
}
