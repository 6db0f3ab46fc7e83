import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clearFailures, paused, recordFailure, requireNotPaused } from '../auth/loginThrottle.js';
import { DUMMY_HASH, verifyPassword } from '../auth/password.js';
import { findSession, findUserByEmail, userInfo } from '../auth/session.js';
import { hashToken, newToken } from '../auth/tokens.js';
import { tokens } from '../db/schema.js';
import { blocked, unauthorized } from '../http/errors.js';
import { bearerToken, currentUser } from '../plugins/auth.js';
import { messages } from '../../src/rules/messages.js';

const loginBody = z.object({
  username: z.string(messages.required).trim().min(1, messages.required),
  password: z.string(messages.required).min(1, messages.required),
});

export const INVALID_LOGIN = 'Invalid email or password. Please try again or reset your password.';

export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = app.config.loginRateLimit;

  api.post(
    '/v1/auth/login',
    {
      schema: { body: loginBody, tags: ['auth'] },
      config: {
        public: true,
        rateLimit: { max, timeWindow: windowMs, keyGenerator: (request) => `login:${request.ip}` },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      const now = new Date();
      // Known and unknown e-mails take the same steps (a pause, a hash, a count), so neither the
      // answer nor its timing tells whether an account exists.
      await requireNotPaused(app.db, username, now);
      const found = await findUserByEmail(app.db, username);
      const valid = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
      if (!found || !valid) {
        const pause = await recordFailure(app.db, app.config.loginThrottle, username, now);
        throw pause > 0 ? paused(pause) : unauthorized(INVALID_LOGIN);
      }
      await clearFailures(app.db, username);
      if (found.user.blockedCode) throw blocked(found.user.blockedCode);
      const token = newToken();
      const ttl = app.config.tokenTtlSeconds;
      await app.db.insert(tokens).values({
        userId: found.user.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + ttl * 1000),
      });
      return { data: { token, ...userInfo(found.user, token, ttl) } };
    },
  );

  api.get(
    '/v1/auth/user-info',
    {
      schema: { querystring: z.object({ access_token: z.string().optional() }), tags: ['auth'] },
      config: { public: true },
    },
    async (request) => {
      const token = request.query.access_token ?? bearerToken(request);
      const user = token ? await findSession(app.db, hashToken(token)) : null;
      if (!user || !token) throw unauthorized();
      if (user.blockedCode) throw blocked(user.blockedCode);
      const expiresIn = Math.max(0, Math.floor(((user.tokenExpiresAt?.getTime() ?? 0) - Date.now()) / 1000));
      return { data: userInfo(user, token, expiresIn) };
    },
  );

  api.post('/v1/auth/logout', { schema: { tags: ['auth'] }, config: { allowBlocked: true } }, async (request, reply) => {
    const user = currentUser(request);
    if (user.tokenId) await app.db.delete(tokens).where(eq(tokens.id, user.tokenId));
    return reply.code(204).send();
  });
}
