import type { FastifyInstance } from 'fastify';
import { metricsTime } from '../dataplane/measuredSites.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, listQuerySchema, parseId, type ListQuery } from '../http/jsonapi.js';
import { listDocument } from '../../src/rules/schemas/records/document.js';
import { accountRecordSchema, allocationDocument } from '../../src/rules/schemas/records/accounts.js';
import { accountAllocation, listAccounts } from '../services/resourceAllocation.js';

const tags = ['accounts'];

/** Staff's accounts and their resource allocation (spec 1 §2 /accounts, /accounts/{accountId}/resource-allocation). */
export async function accountRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'accounts',
    { querystring: listQuerySchema, response: { 200: listDocument(accountRecordSchema) }, tags },
    async ({ query }) => listAccounts(app.db, query as ListQuery & Record<string, unknown>, metricsTime(app.config.statisticsClock)),
    { customer: false },
  );

  dualRoute(
    app,
    'GET',
    'accounts/:id/resource-allocation',
    { params: idParams, response: { 200: allocationDocument }, tags },
    async ({ params }) => {
      const id = parseId(params.id);
      if (id === null) throw notFound();
      return accountAllocation(app.db, id, metricsTime(app.config.statisticsClock));
    },
    { customer: false },
  );
}
