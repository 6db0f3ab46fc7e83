import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/session.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams, writeBody } from '../http/jsonapi.js';
import { gitConnectSchema, gitMessages, gitUpdateSchema } from '../../src/rules/schemas/git.js';
import { noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { gitDocument, gitOutcomeDocument, gitRecordSchema } from '../../src/rules/schemas/records/git.js';
import { generateDeployKey, removeRepository, repositoryOf, saveRepository, testConnection, updateRepository } from '../services/git.js';

const tags = ['git'];
const one = oneDocument(gitRecordSchema);

/** Spec 2 §2.4 and §7: the git config of a site, its deploy key and the connection check. */
export async function gitRoutes(app: FastifyInstance) {
  const site = (raw: string, user: AuthUser, asAdmin: boolean) => requireSitePermission(app.db, user, raw, asAdmin, 'manageSites');

  // No repository is `data: null` rather than a 404, so the page can tell "none" from "no site".
  dualRoute(app, 'GET', 'environments/:id/git', { params: idParams, response: { 200: gitDocument }, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await site(params.id, user, asAdmin);
    return { data: await repositoryOf(app.db, siteId) };
  });

  dualRoute(
    app,
    'POST',
    'environments/:id/git/generate-deploy-key',
    { params: idParams, response: { 200: one }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      return { data: await generateDeployKey(app.db, siteId) };
    },
  );

  // 201 when the site had no repository, 200 when one was replaced or changed.
  dualRoute(
    app,
    'POST',
    'environments/:id/git',
    { params: idParams, body: writeBody('git', gitConnectSchema), response: { 200: one, 201: one }, tags },
    async ({ params, body }, { user, asAdmin, reply }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      const { created, data } = await saveRepository(app.db, siteId, body.data.attributes);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  dualRoute(
    app,
    'PUT',
    'environments/:id/git',
    { params: idParams, body: writeBody('git', gitUpdateSchema), response: { 200: one }, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      const { autopull } = body.data.attributes;
      const data = await updateRepository(app.db, siteId, body.data.attributes);
      // Saving the toggle says what a push now does; a branch change keeps its plain answer.
      if (autopull === undefined) return { data };
      return { data, meta: { message: autopull ? gitMessages.autopullOn : gitMessages.autopullOffSaved } };
    },
  );

  dualRoute(
    app,
    'DELETE',
    'environments/:id/git',
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, asAdmin, reply }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      await removeRepository(app.db, siteId);
      return reply.code(204).send();
    },
  );

  dualRoute(
    app,
    'POST',
    'environments/:id/git/test-connection',
    { params: idParams, response: { 200: gitOutcomeDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await site(params.id, user, asAdmin);
      return testConnection(app.db, siteId);
    },
  );
}
