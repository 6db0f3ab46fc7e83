import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { messages } from '../../src/rules/messages.js';
import { recordId } from '../../src/rules/schemas/common.js';
import { recordsDocument } from '../../src/rules/schemas/records/document.js';
import { AUTOCOMPLETE_TYPES, autocompleteChoiceSchema, customerChoiceSchema } from '../../src/rules/schemas/records/provisioning.js';
import { autocompleteCustomers, autocompleteDomains, autocompleteServers, autocompleteSites, autocompleteStaff } from '../services/autocomplete.js';

const tags = ['autocomplete'];
const search = z.object({ q: z.string().max(200, messages.tooLong(200)).optional() });
const staffOnly = { customer: false };

/**
 * Spec 2 §7 autocomplete: up to 20 choices matching `q`. Customers and servers and staff are the
 * staff's (admin/… only); domains and sites are the caller's own, or anyone's for staff.
 */
export async function autocompleteRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'autocomplete/customers',
    { querystring: search, response: { 200: recordsDocument(customerChoiceSchema) }, tags },
    async ({ query }) => ({ data: await autocompleteCustomers(app.db, query.q) }),
    staffOnly,
  );

  dualRoute(
    app,
    'GET',
    'autocomplete/domains',
    {
      querystring: search.extend({ customerId: recordId(messages.selectCustomer).optional() }),
      response: { 200: recordsDocument(autocompleteChoiceSchema(AUTOCOMPLETE_TYPES.domains)) },
      tags,
    },
    async ({ query }, { user, asAdmin }) => ({ data: await autocompleteDomains(app.db, user, asAdmin, query.q, query.customerId ?? null) }),
  );

  dualRoute(
    app,
    'GET',
    'autocomplete/sites',
    { querystring: search, response: { 200: recordsDocument(autocompleteChoiceSchema(AUTOCOMPLETE_TYPES.sites)) }, tags },
    async ({ query }, { user, asAdmin }) => ({ data: await autocompleteSites(app.db, user, asAdmin, query.q) }),
  );

  dualRoute(
    app,
    'GET',
    'autocomplete/servers',
    { querystring: search, response: { 200: recordsDocument(autocompleteChoiceSchema(AUTOCOMPLETE_TYPES.servers)) }, tags },
    async ({ query }) => ({ data: await autocompleteServers(app.db, query.q) }),
    staffOnly,
  );

  dualRoute(
    app,
    'GET',
    'autocomplete/staff',
    { querystring: search, response: { 200: recordsDocument(autocompleteChoiceSchema(AUTOCOMPLETE_TYPES.staff)) }, tags },
    async ({ query }) => ({ data: await autocompleteStaff(app.db, query.q) }),
    staffOnly,
  );
}
