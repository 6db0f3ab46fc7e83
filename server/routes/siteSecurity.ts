import type { FastifyInstance } from 'fastify';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { noContent, oneDocument } from '../../src/rules/schemas/records/document.js';
import { monarxRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { malwareProtection, setMalwareProtection } from '../services/siteSettings.js';

const tags = ['environments'];
const path = 'environments/:id/security/monarx';

/**
 * Spec 2 §2.10 and §7: malware protection (Monarx) for staff and admins, on current sites of the
 * hosts MALWARE_PROTECTION_HOSTS names.
 * The web firewall toggle is the site's cloudflareLock attribute (PATCH environments/{id}). The
 * setting is stored and applied by the config rebuild, like the site's other server settings.
 */
export async function siteSecurityRoutes(app: FastifyInstance) {
  const hosts = app.config.malwareProtectionHosts;
  dualRoute(
    app,
    'GET',
    path,
    { params: idParams, response: { 200: oneDocument(monarxRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return { data: await malwareProtection(app.db, siteId, hosts) };
    },
    { customer: false },
  );

  for (const [method, enabled] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    dualRoute(
      app,
      method,
      path,
      { params: idParams, response: { 204: noContent }, tags },
      async ({ params }, { user, asAdmin, reply }) => {
        const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
        await setMalwareProtection(app.db, siteId, enabled, hosts);
        return reply.code(204).send();
      },
      { customer: false },
    );
  }
}
