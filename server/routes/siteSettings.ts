import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute, siteKeyRoute } from '../http/dualRoute.js';
import { idParams, writeBody } from '../http/jsonapi.js';
import { cachingMessages } from '../../src/rules/caching.js';
import { devModeSchema, purgeBodySchema } from '../../src/rules/schemas/caching.js';
import { phpMessages, phpWorkersSchema } from '../../src/rules/schemas/php.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { availableSettingsRecordSchema, cachePurgeRecordSchema, environmentRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { availableSettings, purgeCache, setDevMode, setPhpWorkers } from '../services/siteSettings.js';

const tags = ['environments'];
const site = { 200: oneDocument(environmentRecordSchema) };

const purgeQuery = z.object({ all: z.enum(['0', '1']).optional() });
// The tags are checked by the service, where their absence has its own message (with all=1 there
// is no body at all); the body's shape here.
const purgeBody = purgeBodySchema.nullish();

/** Spec 2 §2.9 and §2.11: what the PHP page offers, PHP workers, development mode, purging. */
export async function siteSettingsRoutes(app: FastifyInstance) {
  // Spec 2 §3 Settings response, plus the current PHP settings the page starts from.
  dualRoute(
    app,
    'GET',
    'environments/:id/available-settings',
    { params: idParams, response: { 200: oneDocument(availableSettingsRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return { data: await availableSettings(app.db, siteId, asAdmin) };
    },
  );

  // Spec 2 §6: staff only; spec 2 §5: Save is disabled for legacy sites, so the API refuses them too.
  dualRoute(
    app,
    'POST',
    'environments/:id/php/workers',
    { params: idParams, body: writeBody('environments', phpWorkersSchema), response: site, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return { data: await setPhpWorkers(app.db, siteId, body.data.attributes), meta: { message: phpMessages.workersUpdated } };
    },
    { customer: false },
  );

  // Spec 2 §4: on for 3 hours from now, stored as its end; off clears it.
  dualRoute(
    app,
    'POST',
    'environments/:id/dev-mode',
    { params: idParams, body: writeBody('environments', devModeSchema), response: site, tags },
    async ({ params, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      const { enabled } = body.data.attributes;
      return { data: await setDevMode(app.db, siteId, enabled), meta: { message: enabled ? cachingMessages.devModeOn : cachingMessages.devModeOff } };
    },
  );

  // Spec 2 §7 purge_cache?all=1 purges everything; otherwise the body's cache tags, or the targets
  // of the provider's clients, who purge with the site's API key (README "The provider's clients").
  siteKeyRoute(
    app,
    'POST',
    'environments/:id/purge_cache',
    { params: idParams, querystring: purgeQuery, body: purgeBody, response: { 200: oneDocument(cachePurgeRecordSchema) }, tags },
    async ({ params, query, body }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return { data: await purgeCache(app.db, siteId, query.all === '1', body), meta: { message: cachingMessages.purged } };
    },
  );
}
