import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSitePermission } from '../auth/siteAccess.js';
import { dualRoute } from '../http/dualRoute.js';
import { idParams } from '../http/jsonapi.js';
import { gitOutcomeDocument } from '../../src/rules/schemas/records/git.js';
import { deploy, deployOnPush, siteOfToken } from '../services/git.js';

const tags = ['git'];

const webhookQuery = z.looseObject({ api_token: z.string().optional() });

type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
type Store = ReturnType<Strategy['storage']>;

/** Requests carrying an api_token go to the webhook; the same POST without one is the panel's. */
const webhookStrategy: Strategy = {
  name: 'webhookToken',
  storage(): Store {
    const handlers = new Map<unknown, Parameters<Store['set']>[1]>();
    return { get: (value) => handlers.get(value) ?? null, set: (value, handler) => void handlers.set(value, handler) };
  },
  deriveConstraint: (request) => (new URLSearchParams(request.url?.split('?')[1] ?? '').has('api_token') ? 'yes' : 'no'),
  mustMatchWhenDerived: false,
};

/** Spec 2 §2.4 and §7: "Deploy now" in the panel, and the webhook the repository calls on a push. */
export async function gitDeployRoutes(app: FastifyInstance) {
  dualRoute(
    app,
    'POST',
    'environments/:id/git/deploy',
    { params: idParams, response: { 200: gitOutcomeDocument }, tags },
    async ({ params }, { user, asAdmin }) => {
      const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
      return { data: await deploy(app.db, app.jobs.send, siteId) };
    },
  );

  // Git hosts post their push event as JSON or as a form; the webhook reads none of it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });
  app.addConstraintStrategy(webhookStrategy);
  const webhook = { config: { public: true }, schema: { params: idParams, querystring: webhookQuery, response: { 200: gitOutcomeDocument }, tags } };
  const handler = async (request: { params: unknown; query: unknown }) => {
    const { id } = request.params as z.output<typeof idParams>;
    const { api_token: token } = request.query as z.output<typeof webhookQuery>;
    return { data: await deployOnPush(app.db, app.jobs.send, await siteOfToken(app.db, id, token)) };
  };
  app.get('/v1/environments/:id/git/deploy', webhook, handler);
  app.post('/v1/environments/:id/git/deploy', { ...webhook, constraints: { webhookToken: 'yes' } }, handler);
}
