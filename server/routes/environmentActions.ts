import type { FastifyInstance } from 'fastify';
import { requireSitePermission } from '../auth/siteAccess.js';
import { metricsTime } from '../dataplane/measuredSites.js';
import { dualRoute, siteKeyRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { cfMetadataDocument, cfMetadataQuery } from '../../src/rules/schemas/records/cfMetadata.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { adminSettingsDocument, siteUsageDocument, sshPasswordRecordSchema } from '../../src/rules/schemas/records/environment.js';
import { cfMetadata } from '../services/cfMetadata.js';
import { adminSettings, resetSshPassword, usageOfSite } from '../services/siteActions.js';

const tags = ['environments'];

/**
 * Site calls of spec 2 §7 and §2.12 beyond the record itself: SSH password, usage and admin
 * settings (their metrics by the statistics clock); and the CDN metadata the provider's WordPress
 * plugin reads (README "The provider's clients").
 */
export async function environmentActionRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'POST',
    'environments/:id/reset-ssh-password',
    { params: idParams, response: { 200: oneDocument(sshPasswordRecordSchema) }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return { data: await resetSshPassword(app.db, siteId) };
    },
  );

  dualRoute(
    app,
    'GET',
    'environments/:id/usage',
    { params: idParams, response: { 200: siteUsageDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return usageOfSite(app.db, siteId, boltId, metricsTime(app.config.statisticsClock));
    },
  );

  dualRoute(
    app,
    'GET',
    'environments/:id/admin-settings',
    { params: idParams, response: { 200: adminSettingsDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId, boltId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return adminSettings(app.db, siteId, boltId, metricsTime(app.config.statisticsClock));
    },
    { customer: false },
  );

  siteKeyRoute(
    app,
    'GET',
    'environments/:id/cf-metadata',
    { params: idParams, querystring: cfMetadataQuery, response: { 200: cfMetadataDocument }, tags },
    async ({ params, query }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'view');
      return cfMetadata(app.db, siteId, query);
    },
  );
}
