import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { clearFailures, paused, recordFailure, requireNotPaused, type LoginThrottle } from '../auth/loginThrottle.js';
import { hashPassword, verifyPassword } from '../auth/password.js';
import type { AuthUser } from '../auth/session.js';
import type { PasswordResetConfig } from '../config.js';
import type { Mailer } from '../dataplane/mail.js';
import type { DbOrTx } from '../db/client.js';
import { oneTimeCodes, users } from '../db/schema.js';
import { invalid } from '../http/errors.js';
import type { passwordChangeSchema, passwordResetSchema } from '../../src/rules/schemas/security.js';
import { securityMessages } from '../../src/rules/security.js';
import { consumeLink, issueCode } from './oneTimeCodes.js';
import { revokeOtherSessions } from './sessions.js';

const HOUR_MS = 3_600_000;

/** "1 hour", "2 hours", "30 minutes": how long a link works, in the mail. */
export function durationText(ms: number): string {
  if (ms >= HOUR_MS && ms % HOUR_MS === 0) return ms === HOUR_MS ? '1 hour' : `${ms / HOUR_MS} hours`;
  const minutes = Math.max(1, Math.round(ms / 60_000));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const changedNotice = (user: { email: string; firstName: string }) => ({
  to: user.email,
  subject: 'Your password was changed',
  body: `Hello ${user.firstName},\n\nthe password of your control panel account was just changed, and every other session was signed out. If this was not you, reset your password at once and contact support.\n`,
});

/**
 * POST auth/reset-password with an e-mail: mails the account's owner a single-use link to
 * /reset-password, valid for `linkTtlMs`; a new link makes the earlier one useless. The caller
 * answers the same whether or not the address has an account, and whether or not a mail went: an
 * account is mailed at most `mailsPerHour` links an hour (counted in the database, so every
 * replica counts the same), so the form cannot be used to flood someone's mailbox.
 */
export async function requestPasswordReset(
  db: DbOrTx,
  mailer: Mailer,
  config: PasswordResetConfig & { publicUrl: string },
  email: string,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    if (!user) return;
    const [sent] = await tx
      .select({ n: count() })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, user.id),
          eq(oneTimeCodes.purpose, 'reset_password'),
          gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS)),
        ),
      );
    if (Number(sent.n) >= config.mailsPerHour) return;
    const token = await issueCode(tx, { userId: user.id, purpose: 'reset_password', ttlMs: config.linkTtlMs }, now);
    const url = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send(
      {
        to: user.email,
        subject: 'Reset your password',
        body: `Hello ${user.firstName},\n\nsomeone, hopefully you, asked to reset the password of your control panel account. Open this link within ${durationText(config.linkTtlMs)} to choose a new one:\n\n${url}\n\nThe link works once. If you did not ask for it, ignore this mail: your password stays as it is.\n`,
      },
      tx,
    );
  });
}

/**
 * POST auth/reset-password with the link's token and a new password: spends the link, sets the
 * password, signs every session of the person out and lifts a sign-in pause, so the new password
 * works at once. MFA stays as it was: a reset proves the mailbox, not the second factor.
 */
export async function resetPassword(db: DbOrTx, mailer: Mailer, input: z.output<typeof passwordResetSchema>, now = new Date()): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const link = await consumeLink(tx, 'reset_password', input.token, now);
    if (!link) throw invalid('/data/attributes/token', securityMessages.resetLinkInvalid);
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, email: users.email, firstName: users.firstName });
    await revokeOtherSessions(tx, user.id, null);
    await clearFailures(tx, user.email);
    await mailer.send(changedNotice(user), tx);
  });
}

/**
 * PUT auth/password: the current password, then the new one under the policy; every other session
 * of the person is signed out (the one making the change stays). A wrong current password counts
 * as a failed sign-in, so this call cannot be used to guess it. Answers how many sessions ended.
 */
export async function changePassword(
  db: DbOrTx,
  mailer: Mailer,
  throttle: LoginThrottle,
  user: AuthUser,
  input: z.output<typeof passwordChangeSchema>,
  now = new Date(),
): Promise<number> {
  await requireNotPaused(db, user.email, now);
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(input.currentPassword, row.hash))) {
    const pause = await recordFailure(db, throttle, user.email, now);
    throw pause > 0 ? paused(pause) : invalid('/data/attributes/currentPassword', securityMessages.currentPasswordWrong);
  }
  if (input.password === input.currentPassword) throw invalid('/data/attributes/password', securityMessages.samePassword);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    const ended = await revokeOtherSessions(tx, user.id, user.tokenId);
    await mailer.send(changedNotice(user), tx);
    return ended;
  });
}
