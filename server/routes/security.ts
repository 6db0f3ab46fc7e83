import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dualRoute } from '../http/dualRoute.js';
import { notFound } from '../http/errors.js';
import { idParams, parseId, writeBody } from '../http/jsonapi.js';
import { messageMeta, noContent, oneDocument, recordsDocument } from '../../src/rules/schemas/records/document.js';
import { mfaSetupSchema, mfaStatusSchema, recoveryCodesSchema, sessionRecordSchema } from '../../src/rules/schemas/records/security.js';
import { mfaCodeSchema, mfaProofSchema, passwordChangeSchema } from '../../src/rules/schemas/security.js';
import { securityMessages } from '../../src/rules/security.js';
import { disableMfa, enableMfa, mfaStatus, regenerateRecoveryCodes, startMfaSetup } from '../services/mfa.js';
import { changePassword } from '../services/passwords.js';
import { listSessions, revokeOtherSessions, revokeSession } from '../services/sessions.js';

const tags = ['security'];
/** The signed-in person's own security: every role on the plain path, no admin/ variant. */
const own = { admin: false } as const;
const messageDocument = z.strictObject({ meta: messageMeta });
const codesDocument = oneDocument(recoveryCodesSchema);
const codesOf = (userId: number, codes: string[]) => ({ id: String(userId), type: 'recovery-codes' as const, attributes: { codes } });

/** Security & Password (/security-settings): password change, MFA with TOTP and recovery codes, signed-in sessions. */
export async function securityRoutes(app: FastifyInstance) {
  const throttle = app.config.loginThrottle;

  dualRoute(
    app,
    'PUT',
    'auth/password',
    { body: writeBody('passwords', passwordChangeSchema), response: { 200: messageDocument }, tags },
    async ({ body }, { user }) => {
      await changePassword(app.db, app.mailer, throttle, user, body.data.attributes);
      return { meta: { message: securityMessages.passwordChanged } };
    },
    own,
  );

  dualRoute(
    app,
    'GET',
    'auth/mfa',
    { response: { 200: oneDocument(mfaStatusSchema) }, tags },
    async (_input, { user }) => ({ data: await mfaStatus(app.db, user) }),
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/mfa/setup',
    { response: { 200: oneDocument(mfaSetupSchema) }, tags },
    async (_input, { user }) => ({ data: await startMfaSetup(app.db, user, app.config.mfaIssuer) }),
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/mfa/enable',
    { body: writeBody('mfa', mfaCodeSchema), response: { 200: codesDocument }, tags },
    async ({ body }, { user }) => ({
      data: codesOf(user.id, await enableMfa(app.db, user, body.data.attributes.code)),
      meta: { message: securityMessages.mfaOn },
    }),
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/mfa/disable',
    { body: writeBody('mfa', mfaProofSchema), response: { 200: messageDocument }, tags },
    async ({ body }, { user }) => {
      await disableMfa(app.db, app.mailer, throttle, user, body.data.attributes);
      return { meta: { message: securityMessages.mfaOff } };
    },
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/mfa/recovery-codes',
    { body: writeBody('mfa', mfaProofSchema), response: { 200: codesDocument }, tags },
    async ({ body }, { user }) => ({
      data: codesOf(user.id, await regenerateRecoveryCodes(app.db, throttle, user, body.data.attributes)),
      meta: { message: securityMessages.recoveryCodesMade },
    }),
    own,
  );

  dualRoute(
    app,
    'GET',
    'auth/sessions',
    { response: { 200: recordsDocument(sessionRecordSchema) }, tags },
    async (_input, { user }) => ({ data: await listSessions(app.db, user) }),
    own,
  );

  dualRoute(
    app,
    'DELETE',
    'auth/sessions/:id',
    { params: idParams, response: { 204: noContent }, tags },
    async ({ params }, { user, reply }) => {
      const id = parseId(params.id);
      if (id === null) throw notFound();
      await revokeSession(app.db, user, id);
      return reply.code(204).send();
    },
    own,
  );

  dualRoute(
    app,
    'POST',
    'auth/sessions/sign-out-others',
    { response: { 200: messageDocument }, tags },
    async (_input, { user }) => ({
      meta: { message: securityMessages.otherSessionsEnded(await revokeOtherSessions(app.db, user.id, user.tokenId)) },
    }),
    own,
  );
}
