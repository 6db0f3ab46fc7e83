import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute, siteKeyRoute } from '../http/dualRoute.js';
import { idParams, listQuerySchema, writeBody, type ListQuery } from '../http/jsonapi.js';
import { cronjobCreateSchema, cronjobMessages, cronjobUpdateSchema, isCronToggle } from '../../src/rules/schemas/cronjob.js';
import { cronjobRecordSchema } from '../../src/rules/schemas/records/cronjob.js';
import { listDocument, noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { createCronjob, cronRecord, deleteCronjob, findCronjob, listCallerCronjobs, listCronjobs, updateCronjob } from '../services/cronjobs.js';

const tags = ['cronjobs'];
const one = { 200: oneDocument(cronjobRecordSchema) };

/** JSON:API create body (spec 2 §7): attributes plus relationships.environment {type, id}. */
const createBody = z.object({
  data: z.object({
    type: z.literal('cronjobs').optional(),
    attributes: cronjobCreateSchema,
    relationships: z.object(
      {
        environment: z.object(
          {
            data: z.object({ type: z.literal('environments').optional(), id: z.union([z.string(), z.number()]) }, cronjobMessages.environment),
          },
          cronjobMessages.environment,
        ),
      },
      cronjobMessages.environment,
    ),
  }),
});

/**
 * Spec 2 §2.7 and §7: a site's cron jobs; list, create, update and delete, customer and admin/.
 * The calls without a site in the path also take the site's API key (README "The provider's clients").
 */
export async function cronjobRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'environments/:id/cronjobs',
    { params: idParams, querystring: listQuerySchema, response: { 200: listDocument(cronjobRecordSchema) }, tags },
    async (input, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, input.params.id, asAdmin, 'view');
      return listCronjobs(app.db, siteId, input.query as ListQuery & Record<string, unknown>);
    },
  );

  // The provider's clients list "the site's" cron jobs without naming it; staff have admin/cronjobs (resources/serverWorkloads.ts).
  siteKeyRoute(
    app,
    'GET',
    'cronjobs',
    { querystring: listQuerySchema, response: { 200: listDocument(cronjobRecordSchema) }, tags },
    async (input, { user }) => listCallerCronjobs(app.db, user, input.query as ListQuery & Record<string, unknown>),
    { admin: false },
  );

  siteKeyRoute(app, 'GET', 'cronjobs/:id', { params: idParams, response: one, tags }, async ({ params }, { user, asAdmin }) => ({
    data: cronRecord(await findCronjob(app.db, params.id, user, asAdmin, 'view')),
  }));

  siteKeyRoute(
    app,
    'POST',
    'cronjobs',
    { body: createBody, response: { 201: oneDocument(cronjobRecordSchema) }, tags },
    async ({ body }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, String(body.data.relationships.environment.data.id), asAdmin, 'manageSites');
      const data = await createCronjob(app.db, siteId, body.data.attributes);
      return reply.code(201).send({ data, meta: { message: cronjobMessages.added } });
    },
  );

  siteKeyRoute(
    app,
    'PATCH',
    'cronjobs/:id',
    { params: idParams, body: writeBody('cronjobs', cronjobUpdateSchema), response: one, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const job = await findCronjob(app.db, params.id, user, asAdmin, 'manageSites');
      const data = await updateCronjob(app.db, job, body.data.attributes);
      return { data, meta: { message: isCronToggle(body.data.attributes) ? cronjobMessages.toggled : cronjobMessages.updated } };
    },
  );

  // Spec 2 §2.7 makes the person type DELETE; that is the panel's prompt, so the call takes none.
  siteKeyRoute(
    app,
    'DELETE',
    'cronjobs/:id',
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      await deleteCronjob(app.db, await findCronjob(app.db, params.id, user, asAdmin, 'manageSites'));
      return reply.code(204).send();
    },
  );
}
