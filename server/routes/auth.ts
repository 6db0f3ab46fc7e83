import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser } from '../plugins/auth.js';
import { messages } from '../../src/rules/messages.js';
import { loginDocument, userInfoDocument } from '../../src/rules/schemas/records/auth.js';
import { noContent } from '../../src/rules/schemas/records/document.js';
import { sessionInfo, signIn, signOut } from '../services/sessions.js';

const loginBody = z.object({
  username: z.string(messages.required).trim().min(1, messages.required),
  password: z.string(messages.required).min(1, messages.required),
});

/** Spec 1 §3: sign-in, the signed-in person's User-info, sign-out. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = app.config.loginRateLimit;

  api.post(
    '/v1/auth/login',
    {
      schema: { body: loginBody, response: { 200: loginDocument }, tags: ['auth'] },
      config: {
        public: true,
        rateLimit: { max, timeWindow: windowMs, keyGenerator: (request) => `login:${request.ip}` },
      },
    },
    async (request) => {
      const { username, password } = request.body;
      return { data: await signIn(app.db, app.config.loginThrottle, app.config.tokenTtlSeconds, username, password) };
    },
  );

  api.get(
    '/v1/auth/user-info',
    {
      schema: { querystring: z.object({ access_token: z.string().optional() }), response: { 200: userInfoDocument }, tags: ['auth'] },
      config: { public: true },
    },
    async (request) => ({ data: await sessionInfo(app.db, request.query.access_token ?? bearerToken(request)) }),
  );

  api.post(
    '/v1/auth/logout',
    { schema: { response: { 204: noContent }, tags: ['auth'] }, config: { allowBlocked: true } },
    async (request, reply) => {
      await signOut(app.db, currentUser(request));
      return reply.code(204).send();
    },
  );
}
