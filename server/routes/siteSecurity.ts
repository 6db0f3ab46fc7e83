import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSitePermission } from '../auth/siteAccess.js';
import { environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { invalid } from '../http/errors.js';
import { idParams } from '../http/jsonapi.js';
import { findEnvironment } from './environmentRecord.js';

const tags = ['environments'];
const path = 'environments/:id/security/monarx';

// The specs give no text for this; it follows their tone.
const NOT_ON_LEGACY = 'Malware protection is not available for legacy sites.';

/**
 * Spec 2 §2.10 and §7: malware protection (Monarx) for staff and admins, on current sites only.
 * The web firewall toggle is the site's cloudflareLock attribute (PATCH environments/{id}). The
 * setting is stored and applied by the config rebuild, like the site's other server settings.
 */
export async function siteSecurityRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    path,
    { params: idParams, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      const [row] = await app.db
        .select({ enabled: environments.malwareProtection, isLegacy: environments.isLegacy })
        .from(environments)
        .where(eq(environments.id, siteId));
      return { data: { id: String(siteId), type: 'monarx', attributes: { enabled: row.enabled, available: !row.isLegacy } } };
    },
    { customer: false },
  );

  for (const [method, enabled] of [['POST', true], ['DELETE', false]] as const) {
    dualRoute(
      app,
      method,
      path,
      { params: idParams, tags },
      async ({ params }, { user, asAdmin, reply }) => {
        const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
        if ((await findEnvironment(app.db, siteId)).isLegacy) throw invalid('/data', NOT_ON_LEGACY);
        await app.db.update(environments).set({ malwareProtection: enabled }).where(eq(environments.id, siteId));
        return reply.code(204).send();
      },
      { customer: false },
    );
  }
}
