import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { invalidInputs } from '../http/errors.js';
import { writeBody } from '../http/jsonapi.js';
import { bearerToken, currentUser } from '../plugins/auth.js';
import { messages } from '../../src/rules/messages.js';
import { loginDocument, userInfoDocument } from '../../src/rules/schemas/records/auth.js';
import { messageMeta, noContent } from '../../src/rules/schemas/records/document.js';
import { passwordResetRequestSchema, passwordResetSchema } from '../../src/rules/schemas/security.js';
import { securityMessages } from '../../src/rules/security.js';
import { requestPasswordReset, resetPassword } from '../services/passwords.js';
import { sessionInfo, signIn, signOut, type SignInClient } from '../services/sessions.js';

const loginBody = z.object({
  username: z.string(messages.required).trim().min(1, messages.required),
  password: z.string(messages.required).min(1, messages.required),
  /** Once MFA is on: a code from the authenticator app or a recovery code. */
  code: z.string(messages.required).max(64, messages.tooLong(64)).optional(),
});

/**
 * POST auth/reset-password takes one of two bodies: `email` asks for a link, `token` (from the
 * link) with `password` sets the new password. Each is checked by its own schema in the handler.
 */
const passwordResetBody = writeBody(
  'password-resets',
  z.object({ email: z.unknown().optional(), token: z.unknown().optional(), password: z.unknown().optional() }),
);

const messageDocument = z.strictObject({ meta: messageMeta });

const clientOf = (request: FastifyRequest): SignInClient => ({ userAgent: request.headers['user-agent'] ?? null, ip: request.ip });

/** Spec 1 §3, §7: sign-in (with MFA), the signed-in person's User-info, sign-out, password reset. */
export async function authRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = app.config.loginRateLimit;
  const reset = app.config.passwordReset;

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
      const options = { throttle: app.config.loginThrottle, ttlSeconds: app.config.tokenTtlSeconds };
      return { data: await signIn(app.db, options, request.body, clientOf(request)) };
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

  api.post(
    '/v1/auth/reset-password',
    {
      schema: { body: passwordResetBody, response: { 200: messageDocument }, tags: ['auth'] },
      config: {
        public: true,
        rateLimit: { max: reset.rateLimit.max, timeWindow: reset.rateLimit.windowMs, keyGenerator: (request) => `reset-password:${request.ip}` },
      },
    },
    async (request) => {
      const attributes = request.body.data.attributes;
      if (attributes.token !== undefined) {
        const parsed = passwordResetSchema.safeParse(attributes);
        if (!parsed.success) throw invalidInputs(parsed.error.issues);
        await resetPassword(app.db, app.mailer, parsed.data);
        return { meta: { message: securityMessages.resetDone } };
      }
      const parsed = passwordResetRequestSchema.safeParse(attributes);
      if (!parsed.success) throw invalidInputs(parsed.error.issues);
      await requestPasswordReset(app.db, app.mailer, { ...reset, publicUrl: app.config.publicUrl }, parsed.data.email);
      return { meta: { message: securityMessages.resetRequested } };
    },
  );
}
