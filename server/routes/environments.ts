import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireBoltPermission } from '../auth/boltAccess.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { isSiteKey } from '../auth/siteKey.js';
import { dualRoute, siteKeyRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, listQuerySchema, parseId, writeBody, type ListQuery } from '../http/jsonapi.js';
import { boltRoleCan } from '../../src/rules/boltRoles.js';
import { environmentCreateSchema, environmentMessages, environmentUpdateSchema } from '../../src/rules/schemas/environment.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { environmentRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { createSite, deleteSite, environmentRecord, findEnvironment, listSites, updateSite } from '../services/environments.js';

const tags = ['environments'];
const one = { 200: oneDocument(environmentRecordSchema) };

const createQuery = z.object({ bolt: z.string(environmentMessages.boltRequired) });

/**
 * Spec 1 §7 GET bolts/{id}/environments; spec 2 §7 GET, POST, PATCH and DELETE environments. GET
 * and PATCH of a site also take its API key (README "The provider's clients").
 */
export async function environmentRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'bolts/:id/environments',
    { params: idParams, querystring: listQuerySchema, response: { 200: listDocument(environmentRecordSchema) }, tags },
    async (input, { user, asAdmin }) => {
      const boltId = parseId(input.params.id);
      if (boltId === null) throw notFound();
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'view');
      return listSites(app.db, boltId, input.query as ListQuery & Record<string, unknown>);
    },
  );

  siteKeyRoute(app, 'GET', 'environments/:id', { params: idParams, response: one, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId, role } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
    return { data: environmentRecord(await findEnvironment(app.db, siteId), boltRoleCan(role, 'manageSites')) };
  });

  dualRoute(
    app,
    'POST',
    'environments',
    {
      querystring: createQuery,
      body: writeBody('environments', environmentCreateSchema),
      response: { 201: oneDocument(environmentRecordSchema) },
      tags,
    },
    async ({ query, body }, { user, asAdmin, reply }) => {
      const boltId = parseId(query.bolt);
      if (boltId === null) throw notFound();
      await requireBoltPermission(app.db, user, boltId, asAdmin, 'manageSites');
      return reply.code(201).send({ data: await createSite(app.db, boltId, body.data.attributes.title) });
    },
  );

  siteKeyRoute(
    app,
    'PATCH',
    'environments/:id',
    { params: idParams, body: writeBody('environments', environmentUpdateSchema), response: one, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      // The admin/ variant is staff-only (dualRoute), so it is what unlocks the staff-only settings; a site key changes what a customer may.
      const caller = isSiteKey(user) ? { id: null, role: 'customer' as const } : { id: user.id, role: asAdmin ? user.role : ('customer' as const) };
      const { data, messages } = await updateSite(app.db, app.jobs.send, caller, siteId, body.data.attributes);
      return { data, ...(messages.length ? { meta: { message: messages.join('\n') } } : {}) };
    },
  );

  // Spec 1 §5 makes the person type the site's title; that is the panel's prompt, so the call
  // itself takes no confirmation, as spec 2 §7 lists it.
  dualRoute(
    app,
    'DELETE',
    'environments/:id',
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      await deleteSite(app.db, siteId);
      return reply.code(204).send();
    },
  );
}
