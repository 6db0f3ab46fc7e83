import type { FastifyInstance } from 'fastify';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { wordpressRunRecordSchema, wordpressRunsDocument } from '../../src/rules/schemas/records/wordpress.js';
import { WORDPRESS_ACTIONS } from '../../src/rules/wordpress.js';
import { startWordpressRun, wordpressRunsOf } from '../services/wordpress.js';

const tags = ['environments'];

/**
 * Spec 2 §7 POST environments/{id}/install-wordpress and optimize-wordpress (the run started as
 * a job: its record, running), and GET environments/{id}/wordpress, where the overview follows the runs.
 */
export async function wordpressRoutes(app: FastifyInstance) {
  for (const action of WORDPRESS_ACTIONS) {
    dualRoute(
      app,
      'POST',
      `environments/:id/${action}-wordpress`,
      { params: idParams, response: { 200: oneDocument(wordpressRunRecordSchema) }, tags },
      async ({ params }, { user, asAdmin }) => {
        const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
        return startWordpressRun(app.db, app.jobs.send, siteId, action);
      },
    );
  }

  dualRoute(
    app,
    'GET',
    'environments/:id/wordpress',
    { params: idParams, response: { 200: wordpressRunsDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return { data: await wordpressRunsOf(app.db, siteId) };
    },
  );
}
