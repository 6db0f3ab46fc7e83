import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { messages } from '../../src/rules/messages.js';
import { recordId } from '../../src/rules/schemas/common.js';
import { domainCreateQuery, domainCreateSchema, domainMessages } from '../../src/rules/schemas/domain.js';
import { domainRecordSchema } from '../../src/rules/schemas/records/domain.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { addDomain, deleteDomain, domainOf, findDomain, listDomains, listSiteDomains } from '../services/domains.js';

const tags = ['domains'];
const domainParams = z.object({ id: z.string(), domainId: z.string() });
const list = { 200: listDocument(domainRecordSchema) };
/** `context=servebolt-cdn` asks for the CDN wizard's table (spec 2 §7), one customer's (staff name it with `customerId`). */
const domainsQuery = listQuerySchema.extend({
  context: z.literal('servebolt-cdn', messages.mustBe('servebolt-cdn')).optional(),
  customerId: recordId(messages.selectCustomer).optional(),
});

/** Spec 2 §2.1, §7 Domains: a site's domains, every domain the caller may see, add and delete. */
export async function domainRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/domains',
    { params: idParams, querystring: listQuerySchema, response: list, tags },
    async ({ params, query }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return listSiteDomains(app.db, siteId, query as ListQuery & Record<string, unknown>, asAdmin);
    },
  );

  dualRoute(app, 'GET', 'domains', { querystring: domainsQuery, response: list, tags }, async ({ query }, { user, asAdmin }) =>
    listDomains(app.db, user, asAdmin, query as ListQuery & Record<string, unknown>),
  );

  dualRoute(
    app,
    'GET',
    'environments/:id/domains/:domainId',
    { params: domainParams, response: { 200: oneDocument(domainRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return { data: await domainOf(app.db, await findDomain(app.db, siteId, params.domainId), asAdmin) };
    },
  );

  dualRoute(
    app,
    'POST',
    'environments/:id/domains',
    {
      params: idParams,
      querystring: domainCreateQuery,
      body: writeBody('domains', domainCreateSchema),
      response: { 201: oneDocument(domainRecordSchema) },
      tags,
    },
    async ({ params, query, body }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const row = await addDomain(app.db, siteId, body.data.attributes.name, query.www === '1');
      return reply.code(201).send({ data: await domainOf(app.db, row, asAdmin), meta: { message: domainMessages.added } });
    },
  );

  // Spec 1 §5 makes the person type the domain's name; that is the panel's prompt, so the call takes none.
  dualRoute(
    app,
    'DELETE',
    'environments/:id/domains/:domainId',
    { params: domainParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      await deleteDomain(app.db, await findDomain(app.db, siteId, params.domainId));
      return reply.code(204).send();
    },
  );
}
