import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { siteKeyActorName } from '../auth/siteKey.js';
import { actingAs, type AuditActor } from '../db/auditActor.js';

/**
 * Who a request acts as: its signed-in user, a site's API key (named after its site, on the site's
 * account), or nobody yet (signup, a reset link) from its address.
 */
function actorOf(request: FastifyRequest): AuditActor {
  const key = request.siteKey;
  if (key) return { userId: null, name: siteKeyActorName(key), role: null, accountId: key.accountId, address: request.ip };
  const user = request.user;
  return {
    userId: user?.id ?? null,
    name: user ? `${user.firstName} ${user.lastName}`.trim() : null,
    role: user?.role ?? null,
    accountId: user?.accountId ?? null,
    address: request.ip,
  };
}

/**
 * The audit trail's actor (README "Audit trail"): every API handler runs as its request's actor,
 * so each row it writes, through declared resources and custom routes alike, is recorded with who
 * wrote it. A hook of the last stage, after sign-in and body parsing, right before the handler.
 */
export const auditPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    if (!request.url.startsWith('/v1/')) return done();
    actingAs(actorOf(request), done);
  });
});
