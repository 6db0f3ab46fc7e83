import { and, count, eq, isNull } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { z } from 'zod';
import { paused, recordFailure, requireNotPaused, type LoginThrottle } from '../auth/loginThrottle.js';
import { verifyPassword } from '../auth/password.js';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from '../auth/recoveryCodes.js';
import type { AuthUser } from '../auth/session.js';
import { newTotpSecret, totpStep, totpUri } from '../auth/totp.js';
import { claimTotpStep } from '../auth/totpReplay.js';
import type { Mailer } from '../dataplane/mail.js';
import type { DbOrTx } from '../db/client.js';
import { mfaRecoveryCodes, users } from '../db/schema.js';
import { invalid } from '../http/errors.js';
import type { mfaSetupSchema, mfaStatusSchema } from '../../src/rules/schemas/records/security.js';
import type { MfaProof } from '../../src/rules/schemas/security.js';
import { securityMessages } from '../../src/rules/security.js';

const CODE = '/data/attributes/code';

/** Spends one of the person's unused recovery codes; false when the code is not one of them. */
async function spendRecoveryCode(db: DbOrTx, userId: number, typed: string, now: Date): Promise<boolean> {
  const spent = await db
    .update(mfaRecoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(mfaRecoveryCodes.userId, userId), eq(mfaRecoveryCodes.codeHash, hashRecoveryCode(typed)), isNull(mfaRecoveryCodes.usedAt)))
    .returning({ id: mfaRecoveryCodes.id });
  return spent.length === 1;
}

/** A TOTP code of `secret` that was not used before, or an unused recovery code (then spent). */
export async function checkSecondFactor(db: DbOrTx, userId: number, secret: string, typed: string, now: Date): Promise<boolean> {
  if (looksLikeRecoveryCode(typed)) return spendRecoveryCode(db, userId, typed, now);
  const step = await totpStep(secret, typed, now);
  return step !== null && claimTotpStep(db, userId, step, now);
}

async function mfaOf(db: DbOrTx, userId: number) {
  const [row] = await db.select({ secret: users.mfaSecret, enabledAt: users.mfaEnabledAt }).from(users).where(eq(users.id, userId));
  return row ?? { secret: null, enabledAt: null };
}

export async function mfaStatus(db: DbOrTx, user: AuthUser): Promise<z.output<typeof mfaStatusSchema>> {
  const { enabledAt } = await mfaOf(db, user.id);
  const [left] = await db
    .select({ n: count() })
    .from(mfaRecoveryCodes)
    .where(and(eq(mfaRecoveryCodes.userId, user.id), isNull(mfaRecoveryCodes.usedAt)));
  return {
    id: String(user.id),
    type: 'mfa',
    attributes: { enabled: enabledAt !== null, enabledAt, recoveryCodesLeft: enabledAt ? Number(left.n) : 0 },
  };
}

/**
 * Starts setting MFA up: a new secret, kept with the person but not in force until a code from it
 * is confirmed (enableMfa). Starting again replaces a secret never confirmed.
 */
export async function startMfaSetup(db: DbOrTx, user: AuthUser, issuer: string): Promise<z.output<typeof mfaSetupSchema>> {
  const secret = newTotpSecret();
  const started = await db
    .update(users)
    .set({ mfaSecret: secret })
    .where(and(eq(users.id, user.id), isNull(users.mfaEnabledAt)))
    .returning({ id: users.id });
  if (!started.length) throw invalid(CODE, securityMessages.mfaAlreadyOn);
  const otpauthUrl = totpUri(issuer, user.email, secret);
  const qrCode = await QRCode.toDataURL(otpauthUrl, { errorCorrectionLevel: 'M', margin: 1, width: 240 });
  return { id: String(user.id), type: 'mfa-setups', attributes: { secret, otpauthUrl, qrCode } };
}

/** Replaces the person's recovery codes with new ones, returned this once. */
async function renewRecoveryCodes(db: DbOrTx, userId: number, now: Date): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
  await db.insert(mfaRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code), createdAt: now })));
  return codes;
}

/** Turns MFA on with a code of the secret being set up; its recovery codes, shown this once. */
export async function enableMfa(db: DbOrTx, user: AuthUser, code: string, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { secret, enabledAt } = await mfaOf(tx, user.id);
    if (enabledAt) throw invalid(CODE, securityMessages.mfaAlreadyOn);
    if (!secret) throw invalid(CODE, securityMessages.mfaSetupMissing);
    const step = await totpStep(secret, code, now);
    if (step === null || !(await claimTotpStep(tx, user.id, step, now))) throw invalid(CODE, securityMessages.mfaInvalid);
    await tx.update(users).set({ mfaEnabledAt: now }).where(eq(users.id, user.id));
    return renewRecoveryCodes(tx, user.id, now);
  });
}

/**
 * The person proves it is them before MFA changes: a code (TOTP or recovery) or the password.
 * A wrong proof counts as a failed sign-in, so these calls cannot be used to guess either.
 */
async function requireProof(db: DbOrTx, throttle: LoginThrottle, user: AuthUser, proof: MfaProof, now: Date) {
  await requireNotPaused(db, user.email, now);
  const { secret, enabledAt } = await mfaOf(db, user.id);
  if (!enabledAt || !secret) throw invalid(CODE, securityMessages.mfaNotOn);
  let proven = false;
  if (proof.code?.trim()) proven = await checkSecondFactor(db, user.id, secret, proof.code, now);
  else if (proof.password) {
    const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
    proven = await verifyPassword(proof.password, row.hash);
  }
  if (proven) return;
  const pause = await recordFailure(db, throttle, user.email, now);
  throw pause > 0 ? paused(pause) : invalid(proof.code?.trim() ? CODE : '/data/attributes/password', securityMessages.proofWrong);
}

/** Turns MFA off (secret and recovery codes gone) and tells the person by mail. */
export async function disableMfa(db: DbOrTx, mailer: Mailer, throttle: LoginThrottle, user: AuthUser, proof: MfaProof, now = new Date()) {
  await requireProof(db, throttle, user, proof, now);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ mfaSecret: null, mfaEnabledAt: null }).where(eq(users.id, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await mailer.send(
      {
        to: user.email,
        subject: 'Two-step verification was turned off',
        body: `Hello ${user.firstName},\n\ntwo-step verification was turned off for your account. If this was not you, change your password at once and turn it on again under Security & Password.\n`,
      },
      tx,
    );
  });
}

/** New recovery codes in place of the old ones, shown this once. */
export async function regenerateRecoveryCodes(db: DbOrTx, throttle: LoginThrottle, user: AuthUser, proof: MfaProof, now = new Date()) {
  await requireProof(db, throttle, user, proof, now);
  return db.transaction((tx) => renewRecoveryCodes(tx, user.id, now));
}
