import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { CacheError, sandboxCache } from '../dataplane/cache.js';
import type { Db } from '../db/client.js';
import { environments } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { badGateway, invalid } from '../http/errors.js';
import { idParams, writeBody } from '../http/jsonapi.js';
import { cachingMessages, devModeEnd } from '../../src/rules/caching.js';
import {
  effectivePhpWorkers,
  extensionStates,
  PHP_VERSIONS,
  PHP_WORKER_ATTRIBUTES,
  PHP_WORKER_DEFAULTS,
  phpMemoryLimitOptions,
  PLAN_PHP_MEMORY_LIMIT_MB,
  type PhpWorkers,
} from '../../src/rules/php.js';
import { devModeSchema, purgeTagsSchema } from '../../src/rules/schemas/caching.js';
import { phpMessages, phpWorkersSchema } from '../../src/rules/schemas/php.js';
import { environmentRecord, findEnvironment } from './environmentRecord.js';

const tags = ['environments'];
const cache = sandboxCache;

const purgeQuery = z.object({ all: z.enum(['0', '1']).optional() });
/** The tags are checked in the handler: with all=1 there is no body at all. */
// The tags are checked below, where their absence has its own message; the document's type here.
const purgeBody = writeBody('environments', z.record(z.string(), z.unknown())).nullish();

const cacheFailure = (detail: string) => (error: unknown) => {
  throw error instanceof CacheError ? badGateway(detail) : error;
};

/** Spec 2 §2.9 and §2.11: what the PHP page offers, PHP workers, development mode, purging. */
export async function siteSettingsRoutes(app: FastifyInstance) {
  // Spec 2 §3 Settings response, plus the current PHP settings the page starts from.
  dualRoute(app, 'GET', 'environments/:id/available-settings', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
    const site = await findEnvironment(app.db, siteId);
    return {
      data: {
        id: String(siteId),
        type: 'available-settings',
        attributes: {
          isLegacy: site.isLegacy,
          phpVersions: PHP_VERSIONS,
          phpMemoryLimitOptions: phpMemoryLimitOptions(site.plan, asAdmin),
          phpMemoryLimit: PLAN_PHP_MEMORY_LIMIT_MB[site.plan],
          phpExtensions: extensionStates(site.phpVersion, site.phpExtensions),
          phpVersion: site.phpVersion,
          phpTimezone: site.phpTimezone,
          separatePhpErrorLog: site.separatePhpErrorLog,
          phpWorkers: effectivePhpWorkers(site.phpWorkers),
          phpWorkerDefaults: PHP_WORKER_DEFAULTS,
        },
      },
    };
  });

  // Spec 2 §6: staff only; spec 2 §5: Save is disabled for legacy sites, so the API refuses them too.
  dualRoute(
    app,
    'POST',
    'environments/:id/php/workers',
    { params: idParams, body: writeBody('environments', phpWorkersSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const data = await app.db.transaction(async (tx) => {
        const site = await findEnvironment(tx as unknown as Db, siteId);
        if (site.isLegacy) throw invalid('/data', phpMessages.legacy);
        const workers: Partial<PhpWorkers> = { ...site.phpWorkers };
        for (const [attribute, field] of Object.entries(PHP_WORKER_ATTRIBUTES)) {
          const value = body.data.attributes[attribute as keyof typeof PHP_WORKER_ATTRIBUTES];
          if (value === null) delete workers[field];
          else if (value !== undefined) workers[field] = value;
        }
        await tx
          .update(environments)
          .set({ phpWorkers: Object.keys(workers).length ? workers : null })
          .where(eq(environments.id, siteId));
        return environmentRecord(await findEnvironment(tx as unknown as Db, siteId), true);
      });
      return { data, meta: { message: phpMessages.workersUpdated } };
    },
    { customer: false },
  );

  // Spec 2 §4: on for 3 hours from now, stored as its end; off clears it.
  dualRoute(
    app,
    'POST',
    'environments/:id/dev-mode',
    { params: idParams, body: writeBody('environments', devModeSchema), tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const { enabled } = body.data.attributes;
      const data = await app.db.transaction(async (tx) => {
        const site = await findEnvironment(tx as unknown as Db, siteId);
        const until = enabled ? devModeEnd() : null;
        await tx.update(environments).set({ devModeUntil: until }).where(eq(environments.id, siteId));
        await cache.setDevMode(site, until).catch(cacheFailure(cachingMessages.devModeFailed));
        return environmentRecord(await findEnvironment(tx as unknown as Db, siteId), true);
      });
      return { data, meta: { message: enabled ? cachingMessages.devModeOn : cachingMessages.devModeOff } };
    },
  );

  // Spec 2 §7 purge_cache?all=1 purges everything; otherwise the body's cache tags.
  dualRoute(
    app,
    'POST',
    'environments/:id/purge_cache',
    { params: idParams, querystring: purgeQuery, body: purgeBody, tags },
    async ({ params, query, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const all = query.all === '1';
      let scope: { all: true } | { tags: string[] } = { all: true };
      if (!all) {
        const parsed = purgeTagsSchema.safeParse(body?.data?.attributes ?? {});
        if (!parsed.success) throw invalid('/data/attributes/tags', cachingMessages.tagsRequired);
        scope = { tags: parsed.data.tags };
      }
      const site = await findEnvironment(app.db, siteId);
      await cache.purge(site, scope).catch(cacheFailure(cachingMessages.purgeFailed));
      return {
        data: { id: String(siteId), type: 'cache-purges', attributes: { all, tags: 'tags' in scope ? scope.tags : [] } },
        meta: { message: cachingMessages.purged },
      };
    },
  );
}
