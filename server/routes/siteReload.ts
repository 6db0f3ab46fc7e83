import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { sandboxSiteConfig, SiteConfigError } from '../dataplane/siteConfig.js';
import { cronjobs, environments, sshAccess } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { badGateway } from '../http/errors.js';
import { idParams } from '../http/jsonapi.js';

const siteConfig = sandboxSiteConfig;

// The specs give no texts for these; they follow the specs' tone.
const RELOAD_FAILED = "Could not rebuild the site's configuration. Please try again later.";
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
    { params: idParams, querystring: reloadQuery, tags: ['environments'] },
    async ({ params, query }, { user, asAdmin, reply }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const [site] = await app.db
        .select({ name: environments.name, title: environments.title })
        .from(environments)
        .where(eq(environments.id, siteId));
      const resync =
        query['sync-crons-ssh'] === '1'
          ? {
              jobs: await app.db.select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(asc(cronjobs.id)),
              sshFingerprints: (
                await app.db
                  .select({ fingerprint: sshAccess.fingerprint })
                  .from(sshAccess)
                  .where(
                    and(
                      eq(sshAccess.environmentId, siteId),
                      eq(sshAccess.enabled, true),
                      isNotNull(sshAccess.fingerprint),
                      or(isNull(sshAccess.expiresAt), gt(sshAccess.expiresAt, sql`now()`)),
                    ),
                  )
                  .orderBy(asc(sshAccess.id))
              ).map((row) => row.fingerprint!),
            }
          : null;
      await siteConfig.rebuild(site, resync).catch((error: unknown) => {
        throw error instanceof SiteConfigError ? badGateway(RELOAD_FAILED) : error;
      });
      return reply.code(204).send();
    },
    { customer: false },
  );
}
