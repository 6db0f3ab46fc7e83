import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, writeBody } from '../http/jsonapi.js';
import { addonCreateSchema, addonUpdateSchema } from '../../src/rules/schemas/addon.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { siteAddonRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { addSiteAddon, listSiteAddons, removeSiteAddon, switchSiteAddon } from '../services/siteAddons.js';

const tags = ['addons'];
const addonParams = z.object({ id: z.string(), name: z.string() });

/** Spec 2 §6 and §7: add-ons are the staff's (admin/ paths only). */
export async function siteAddonRoutes(app: FastifyInstance) {
  const staffOnly = { customer: false };

  dualRoute(
    app,
    'GET',
    'environments/:id/addons',
    { params: idParams, response: { 200: listDocument(siteAddonRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return listSiteAddons(app.db, siteId);
    },
    staffOnly,
  );

  dualRoute(
    app,
    'POST',
    'environments/:id/addons',
    { params: idParams, body: writeBody('addons', addonCreateSchema), response: { 201: oneDocument(siteAddonRecordSchema) }, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return reply.code(201).send({ data: await addSiteAddon(app.db, siteId, body.data.attributes) });
    },
    staffOnly,
  );

  dualRoute(
    app,
    'PATCH',
    'environments/:id/addons/:name',
    { params: addonParams, body: writeBody('addons', addonUpdateSchema), response: { 200: oneDocument(siteAddonRecordSchema) }, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return { data: await switchSiteAddon(app.db, siteId, params.name, body.data.attributes.enabled) };
    },
    staffOnly,
  );

  dualRoute(
    app,
    'DELETE',
    'environments/:id/addons/:name',
    { params: addonParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      await removeSiteAddon(app.db, siteId, params.name);
      return reply.code(204).send();
    },
    staffOnly,
  );
}
