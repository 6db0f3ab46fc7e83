import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dualRoute } from '../http/dualRoute.js';
import { writeBody } from '../http/jsonapi.js';
import { loginDocument } from '../../src/rules/schemas/records/auth.js';
import { signupMessageDocument, signupStatusDocument } from '../../src/rules/schemas/records/signup.js';
import { accountTypeSchema, signupSchema, verifyEmailSchema, verifyPhoneSchema } from '../../src/rules/schemas/signup.js';
import { signupMessages } from '../../src/rules/signup.js';
import { resendSmsCode, setAccountType, signupStatus, verifyPhone } from '../services/phoneVerification.js';
import { signUp, verifyEmail } from '../services/signup.js';

const tags = ['signup'];
/** The new customer's own signup: the plain path only. */
const own = { admin: false } as const;

/**
 * Spec 1 §4, §5, §7 signup: POST auth/signup (public), the mailed link (POST auth/signup/verify-email,
 * public: the link is the proof), then, signed in, the post-signup wizard's calls.
 */
export async function signupRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { max, windowMs } = app.config.loginRateLimit;
  // Per client address like sign-in: signup mails people, so it must not be a way to flood them.
  const limited = (name: string) => ({ max, timeWindow: windowMs, keyGenerator: (request: { ip: string }) => `${name}:${request.ip}` });

  api.post(
    '/v1/auth/signup',
    {
      schema: { body: writeBody('signups', signupSchema), response: { 202: signupMessageDocument }, tags },
      config: { public: true, rateLimit: limited('signup') },
    },
    async (request, reply) => {
      await signUp(app.db, app.mailer, app.config, request.body.data.attributes);
      // The same answer whether or not the address already had an account.
      return reply.code(202).send({ meta: { message: signupMessages.checkEmail } });
    },
  );

  api.post(
    '/v1/auth/signup/verify-email',
    {
      schema: { body: writeBody('email-verifications', verifyEmailSchema), response: { 200: loginDocument }, tags },
      config: { public: true, rateLimit: limited('verify-email') },
    },
    async (request) => {
      const client = { userAgent: request.headers['user-agent'] ?? null, ip: request.ip };
      return { data: await verifyEmail(app.db, app.sms, app.config, request.body.data.attributes.token, client) };
    },
  );

  dualRoute(
    app,
    'GET',
    'auth/signup',
    { response: { 200: signupStatusDocument }, tags },
    async (_input, { user }) => ({ data: await signupStatus(app.db, user) }),
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/signup/resend-sms-code',
    { response: { 200: signupMessageDocument }, tags },
    async (_input, { user }) => ({ meta: { message: await resendSmsCode(app.db, app.sms, app.mailer, app.config, user) } }),
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/signup/verify-phone',
    { body: writeBody('phone-verifications', verifyPhoneSchema), response: { 200: signupStatusDocument }, tags },
    async ({ body }, { user }) => ({
      data: await verifyPhone(app.db, app.mailer, app.config, user, body.data.attributes.code),
      meta: { message: signupMessages.phoneVerified },
    }),
    own,
  );

  dualRoute(
    app,
    'PUT',
    'auth/signup/account-type',
    { body: writeBody('account-types', accountTypeSchema), response: { 200: signupStatusDocument }, tags },
    async ({ body }, { user }) => ({ data: await setAccountType(app.db, user, body.data.attributes.accountType) }),
    own,
  );
}
