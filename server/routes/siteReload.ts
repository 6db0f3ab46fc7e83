import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { noContent } from '../../src/rules/schemas/records/document.js';
import { reloadSite } from '../services/siteSettings.js';

// The specs give no text for this; it follows their tone.
const SYNC_FLAG = 'sync-crons-ssh must be 0 or 1.';

const reloadQuery = z.object({ 'sync-crons-ssh': z.enum(['0', '1'], SYNC_FLAG).default('0') });

/**
 * Spec 2 §7 reload?sync-crons-ssh=0|1 and spec 1 §1 "rebuild of sites config", a staff tool: the
 * site's server rebuilds its configuration, and with 1 also receives the cron jobs and the SSH
 * access that is in force again. Nothing is stored, so calling it twice does no harm.
 */
export async function siteReloadRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'POST',
    'environments/:id/reload',
    { params: idParams, querystring: reloadQuery, response: { 204: noContent }, tags: ['environments'] },
    async ({ params, query }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      await reloadSite(app.db, siteId, query['sync-crons-ssh'] === '1');
      return reply.code(204).send();
    },
    { customer: false },
  );
}
