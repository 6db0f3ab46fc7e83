import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { forbidden } from '../http/errors.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { certificateImportSchema, certificateMessages, certificateOrderSchema, checkoutQuery } from '../../src/rules/schemas/certificate.js';
import { certificateRecordSchema } from '../../src/rules/schemas/records/certificate.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { domainRecordSchema } from '../../src/rules/schemas/records/domain.js';
import { importCertificate } from '../services/certificateImport.js';
import { linkCertificate, unlinkCertificate } from '../services/certificateLinks.js';
import {
  deleteCertificate,
  dnsChallengeCompleted,
  orderCertificate,
  renewCertificate,
  reprocessCertificate,
  type OrderServices,
} from '../services/certificateOrders.js';
import { certificateRecord, findCertificate, isStaffView, listCertificates, listDomainCertificates } from '../services/certificateRecords.js';
import { domainOf, findDomain } from '../services/domains.js';

const tags = ['certificates'];
const one = oneDocument(certificateRecordSchema);
const list = { 200: listDocument(certificateRecordSchema) };
const domainParams = z.object({ id: z.string(), domainId: z.string() });
const linkParams = domainParams.extend({ certId: z.string() });
type Query = ListQuery & Record<string, unknown>;

/** Spec 2 §7 Certificates, and staff's /certificate-orders and /expiring-ssl (spec 1 §2). */
export async function certificateRoutes(app: FastifyInstance) {
  const services = (): OrderServices => ({ send: app.jobs.send, billing: app.billing });

  dualRoute(
    app,
    'POST',
    'certificates/order',
    { querystring: checkoutQuery, body: writeBody('certificates', certificateOrderSchema), response: { 201: one }, tags },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const data = await orderCertificate(app.db, services(), user, asAdmin, body.data.attributes, query.checkout);
      return reply.code(201).send({ data, meta: { message: certificateMessages.ordered } });
    },
    // A paying call: a retried request with the same Idempotency-Key never charges twice.
    { config: { idempotent: true } },
  );

  dualRoute(app, 'GET', 'certificates', { querystring: listQuerySchema, response: list, tags }, async ({ query }, { user, asAdmin }) =>
    listCertificates(app.db, user, asAdmin, query as Query),
  );

  dualRoute(app, 'GET', 'certificates/:id', { params: idParams, response: { 200: one }, tags }, async ({ params }, { user, asAdmin }) => ({
    data: certificateRecord(await findCertificate(app.db, user, asAdmin, params.id), isStaffView(user, asAdmin)),
  }));

  dualRoute(
    app,
    'PUT',
    'certificates/:id/renewal',
    { params: idParams, querystring: checkoutQuery, response: { 200: one }, tags },
    async ({ params, query }, { user, asAdmin }) => ({
      data: await renewCertificate(app.db, services(), user, asAdmin, params.id, query.checkout),
      meta: { message: certificateMessages.renewalOrdered },
    }),
    { config: { idempotent: true } },
  );

  dualRoute(
    app,
    'PUT',
    'certificates/:id/dns-challenge-completed',
    { params: idParams, response: { 200: one }, tags },
    async ({ params }, { user, asAdmin }) => ({
      data: await dnsChallengeCompleted(app.db, app.jobs.send, user, asAdmin, params.id),
      meta: { message: certificateMessages.verifying },
    }),
  );

  // Spec 2 §7: admins only; staff see the order and its failure but cannot start it over.
  dualRoute(
    app,
    'POST',
    'certificates/:id/reprocess',
    { params: idParams, response: { 200: one }, tags },
    async ({ params }, { user }) => {
      if (user.role !== 'admin') throw forbidden('Only admins reprocess a certificate order.');
      return { data: await reprocessCertificate(app.db, app.jobs.send, user, params.id), meta: { message: certificateMessages.reprocessed } };
    },
    { customer: false },
  );

  dualRoute(
    app,
    'POST',
    'certificates',
    { body: writeBody('certificates', certificateImportSchema), response: { 201: one }, tags },
    async ({ body }, { user, asAdmin, reply }) => {
      const data = await importCertificate(app.db, user, asAdmin, body.data.attributes);
      return reply.code(201).send({ data, meta: { message: certificateMessages.imported } });
    },
  );

  dualRoute(
    app,
    'DELETE',
    'certificates/:id',
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      await deleteCertificate(app.db, user, asAdmin, params.id);
      return reply.code(204).send();
    },
  );

  dualRoute(
    app,
    'GET',
    'environments/:id/domains/:domainId/certificates',
    { params: domainParams, querystring: listQuerySchema, response: list, tags },
    async ({ params, query }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      const domain = await findDomain(app.db, siteId, params.domainId);
      return listDomainCertificates(app.db, siteId, domain.name, isStaffView(user, asAdmin), query as Query);
    },
  );

  /** Link or unlink one of the site's certificates and a domain of the site; the domain's record answers. */
  const linkRoute = (method: 'POST' | 'DELETE', action: 'link' | 'unlink', change: typeof linkCertificate) =>
    dualRoute(
      app,
      method,
      `environments/:id/domains/:domainId/${action}/certificate/:certId`,
      { params: linkParams, response: { 200: oneDocument(domainRecordSchema) }, tags },
      async ({ params }, { user, asAdmin }) => {
        const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
        const domain = await findDomain(app.db, siteId, params.domainId);
        await change(app.db, siteId, domain, params.certId);
        return { data: await domainOf(app.db, domain, asAdmin) };
      },
    );
  linkRoute('POST', 'link', linkCertificate);
  linkRoute('POST', 'unlink', unlinkCertificate);
  linkRoute('DELETE', 'link', unlinkCertificate);
}
