import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { hashToken, newToken } from '../auth/tokens.js';
import type { DbOrTx } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];
export type OneTimeCode = typeof oneTimeCodes.$inferSelect;

/** Digits of an SMS code. */
export const SMS_CODE_DIGITS = 6;

/**
 * Issues a single-use secret for a person: a link token (32 random bytes) or, for verify_phone, a
 * six-digit code. Only its SHA-256 is stored. An earlier unused secret of the same purpose dies,
 * so only the latest link or code sent works.
 */
export async function issueCode(
  db: DbOrTx,
  request: { userId: number; purpose: CodePurpose; ttlMs: number; payload?: string | null },
  now = new Date(),
): Promise<string> {
  const secret = request.purpose === 'verify_phone' ? String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0') : newToken();
  await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(and(eq(oneTimeCodes.userId, request.userId), eq(oneTimeCodes.purpose, request.purpose), isNull(oneTimeCodes.usedAt)));
  await db.insert(oneTimeCodes).values({
    userId: request.userId,
    purpose: request.purpose,
    secretHash: hashToken(secret),
    payload: request.payload ?? null,
    expiresAt: new Date(now.getTime() + request.ttlMs),
    createdAt: now,
  });
  return secret;
}

/**
 * Spends a link token: the row when it is of this purpose, unused and unexpired, else null. One
 * statement, so two requests racing with the same link cannot both spend it.
 */
export async function consumeLink(db: DbOrTx, purpose: CodePurpose, secret: string, now = new Date()): Promise<OneTimeCode | null> {
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.secretHash, hashToken(secret)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export type CodeCheck = { outcome: 'ok'; code: OneTimeCode } | { outcome: 'wrong' | 'expired' | 'none' };

/**
 * Checks a typed code against the person's latest live code of this purpose. A right code is
 * spent; a wrong one counts an attempt, and the code dies at `maxAttempts` so it cannot be guessed.
 */
export async function consumeCode(
  db: DbOrTx,
  userId: number,
  purpose: CodePurpose,
  typed: string,
  maxAttempts: number,
  now = new Date(),
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)))
    .orderBy(sql`${oneTimeCodes.createdAt} desc`)
    .limit(1);
  if (!live) return { outcome: 'none' };
  if (live.expiresAt <= now) return { outcome: 'expired' };
  if (live.secretHash === hashToken(typed.trim())) {
    const [spent] = await db
      .update(oneTimeCodes)
      .set({ usedAt: now })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.usedAt)))
      .returning();
    return spent ? { outcome: 'ok', code: spent } : { outcome: 'none' };
  }
  const attempts = live.attempts + 1;
  await db
    .update(oneTimeCodes)
    .set({ attempts, usedAt: attempts >= maxAttempts ? now : null })
    .where(eq(oneTimeCodes.id, live.id));
  return { outcome: 'wrong' };
}
