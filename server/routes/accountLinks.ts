import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { messages } from '../../src/rules/messages.js';
import { oneDocument } from '../../src/rules/schemas/records/document.js';
import { cannySsoSchema, siteRedirectSchema } from '../../src/rules/schemas/records/security.js';
import { cannySso } from '../services/canny.js';
import { findSiteByAddress } from '../services/siteRedirect.js';

const text = (parameter: string, max: number) => z.string(messages.oneValue(parameter)).max(max, messages.tooLong(max));

/** Links into the panel from outside: the feedback board's single sign-on (/sso/canny) and /siteredirect. */
export async function accountLinkRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'GET',
    'sso/canny',
    {
      querystring: z.object({ companyID: text('companyID', 200).optional(), redirect: text('redirect', 2000).optional() }),
      response: { 200: oneDocument(cannySsoSchema) },
      tags: ['sso'],
    },
    async ({ query }, { user }) => ({ data: await cannySso(app.config.canny, app.config.publicUrl, user, query) }),
    { admin: false },
  );

  dualRoute(
    app,
    'GET',
    'site-redirect',
    {
      querystring: z.object({ site: text('site', 2000).trim().min(1, messages.required) }),
      response: { 200: oneDocument(siteRedirectSchema) },
      tags: ['sites'],
    },
    async ({ query }, { user, asAdmin }) => ({ data: await findSiteByAddress(app.db, user, asAdmin, query.site) }),
  );
}
