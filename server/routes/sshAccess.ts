import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { sshAccessRecordSchema } from '../../src/rules/schemas/records/sshKey.js';
import { sshAccessGrantSchema, staffSshAccessGrantSchema } from '../../src/rules/schemas/sshKey.js';
import { grant, listSiteAccess, listSupportAccess, revoke } from '../services/sshAccess.js';

const tags = ['ssh-access'];
const accessParams = z.object({ id: z.string(), accessId: z.string() });
const list = { 200: listDocument(sshAccessRecordSchema) };
const granted = { 201: oneDocument(sshAccessRecordSchema) };

/** Spec 2 §2.8 and §7: a site's access entries; spec 1 §2 /ssh-access: all temporary accesses (staff). */
export async function sshAccessRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/ssh-access',
    { params: idParams, querystring: listQuerySchema, response: list, tags },
    async (input, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'view');
      return listSiteAccess(app.db, siteId, input.query as ListQuery & Record<string, unknown>);
    },
  );

  const grantPath = 'environments/:id/ssh-access';
  dualRoute(
    app,
    'POST',
    grantPath,
    { params: idParams, body: writeBody('ssh-access', sshAccessGrantSchema), response: granted, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const request = { type: 'customer' as const, sshKeyId: body.data.attributes.sshKeyId };
      return reply.code(201).send({ data: await grant(app.db, user, { siteId, boltId }, request, asAdmin) });
    },
    { admin: false },
  );
  dualRoute(
    app,
    'POST',
    grantPath,
    { params: idParams, body: writeBody('ssh-access', staffSshAccessGrantSchema), response: granted, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const site = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return reply.code(201).send({ data: await grant(app.db, user, site, body.data.attributes, asAdmin) });
    },
    { customer: false },
  );

  // Customers revoke user keys; Support access and the site's own key are the provider's to remove.
  dualRoute(
    app,
    'DELETE',
    'environments/:id/ssh-access/:accessId',
    { params: accessParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      await revoke(app.db, siteId, parseId(params.accessId), asAdmin);
      return reply.code(204).send();
    },
  );

  dualRoute(
    app,
    'GET',
    'ssh-access',
    { querystring: listQuerySchema, response: list, tags },
    async (input) => listSupportAccess(app.db, input.query as ListQuery & Record<string, unknown>),
    { customer: false },
  );
}
