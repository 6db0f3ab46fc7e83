import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { liveBolt } from '../auth/boltAccess.js';
import { requireSitePermission } from '../auth/siteAccess.js';
import { sandboxGit } from '../dataplane/git.js';
import type { Db } from '../db/client.js';
import { bolts, environments, siteGit } from '../db/schema.js';
import { dualRoute } from '../http/dualRoute.js';
import { notFound, unauthorized } from '../http/errors.js';
import { idParams, parseId } from '../http/jsonapi.js';
import { gitMessages } from '../../src/rules/schemas/git.js';
import { gitWithRepository } from './git.js';

const tags = ['git'];
const git = sandboxGit;

/**
 * Starts a deployment of the site's branch, unless one is running. The outcome is an answer
 * (spec 2 §7: data.success, data.message) and is stored for the repository page: on success the
 * commit and its message, on failure the git host's reason.
 */
async function deploy(db: Db, siteId: number): Promise<{ success: boolean; message: string }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const { git: row } = await gitWithRepository(tx, siteId, true);
    const now = new Date();
    if (git.deployState(row, now) === 'deploying') return { success: false, message: gitMessages.inProgress };
    const outcome = await git.deploy({ repodef: row.repodef, branch: row.branch, localpath: row.localpath }, now);
    await tx
      .update(siteGit)
      .set(
        outcome.success
          ? { lastTrigger: now, lastStatus: 'deploying', lastMessage: outcome.message, commit: outcome.commit }
          : { lastTrigger: now, lastStatus: 'failed', lastMessage: outcome.message },
      )
      .where(eq(siteGit.environmentId, siteId));
    return outcome.success ? { success: true, message: gitMessages.started(row.branch) } : outcome;
  });
}

const sameKey = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The webhook's caller is a git host, not a person: it proves itself with the site's API key. A
 * wrong key and an unknown (or archived) site get the same 404, so the answer tells nothing about
 * which sites exist.
 */
async function siteOfToken(db: Db, rawId: string, token: string | undefined): Promise<number> {
  if (!token) throw unauthorized('An api_token is required.');
  const siteId = parseId(rawId);
  const [site] =
    siteId === null
      ? []
      : await db
          .select({ apiKey: environments.apiKey })
          .from(environments)
          .innerJoin(bolts, eq(bolts.id, environments.boltId))
          .where(and(eq(environments.id, siteId), liveBolt));
  if (!site || !sameKey(token, site.apiKey)) throw notFound();
  return siteId!;
}

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
  dualRoute(app, 'POST', 'environments/:id/git/deploy', { params: idParams, tags }, async ({ params }, { user, asAdmin }) => {
    const { siteId } = await requireSitePermission(app.db, user, params.id, asAdmin, 'manageSites');
    return { data: await deploy(app.db, siteId) };
  });

  // Git hosts post their push event as JSON or as a form; the webhook reads none of it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    payload.on('end', () => done(null, undefined));
  });
  app.addConstraintStrategy(webhookStrategy);
  const webhook = { config: { public: true }, schema: { params: idParams, querystring: webhookQuery, tags } };
  const handler = async (request: { params: unknown; query: unknown }) => {
    const { id } = request.params as z.output<typeof idParams>;
    const { api_token: token } = request.query as z.output<typeof webhookQuery>;
    return { data: await deploy(app.db, await siteOfToken(app.db, id, token)) };
  };
  app.get('/v1/environments/:id/git/deploy', webhook, handler);
  app.post('/v1/environments/:id/git/deploy', { ...webhook, constraints: { webhookToken: 'yes' } }, handler);
}
