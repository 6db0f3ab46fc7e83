import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { recordsDocument } from '../../src/rules/schemas/records/document.js';
import { lookupMatchSchema } from '../../src/rules/schemas/records/lookup.js';
import { lookupQuerySchema } from '../../src/rules/schemas/lookup.js';
import { lookup } from '../services/lookup.js';

/** Staff's lookup (spec 1 §2 /lookup): the Bolt behind a database, site name, domain, IP address or API key. */
export async function lookupRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'lookup',
    { querystring: lookupQuerySchema, response: { 200: recordsDocument(lookupMatchSchema) }, tags: ['lookup'] },
    async ({ query }) => ({ data: await lookup(app.db, query.q) }),
    { customer: false },
  );
}
