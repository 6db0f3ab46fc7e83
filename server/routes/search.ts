import type { FastifyInstance } from 'fastify';
import { dualRoute } from '../http/dualRoute.js';
import { searchResultSchema } from '../../src/rules/schemas/records/search.js';
import { recordsDocument } from '../../src/rules/schemas/records/document.js';
import { searchQuerySchema } from '../../src/rules/schemas/search.js';
import { SEARCH_TYPES } from '../../src/rules/search.js';
import { search } from '../services/search.js';

/**
 * Spec 1 §2 search overlay ("How can we help you?"), the top Bolt search and the mobile combined
 * site/Bolt search: one call, the caller's own records (staff on admin/search: everyone's).
 */
export async function searchRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'search',
    { querystring: searchQuerySchema, response: { 200: recordsDocument(searchResultSchema) }, tags: ['search'] },
    async ({ query }, { user, asAdmin }) => ({ data: await search(app.db, user, asAdmin, query.q ?? '', query['filter[type]'] ?? SEARCH_TYPES) }),
  );
}
