import { eq } from 'drizzle-orm';
import { clearFailures, paused, recordFailure, requireNotPaused, type LoginThrottle } from '../auth/loginThrottle.js';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/password.js';
import { findSession, findUserByEmail, userInfo, type AuthUser } from '../auth/session.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { DbOrTx } from '../db/client.js';
import { tokens, users } from '../db/schema.js';
import { blocked, unauthorized } from '../http/errors.js';

export const INVALID_LOGIN = 'Invalid email or password. Please try again or reset your password.';

/**
 * Signs a person in with e-mail and password: a new token valid for `ttlSeconds`, with the
 * User-info it opens. Known and unknown e-mails take the same steps (a pause, a hash, a count), so
 * neither the answer nor its timing tells whether an account exists.
 */
export async function signIn(db: DbOrTx, throttle: LoginThrottle, ttlSeconds: number, username: string, password: string) {
  const now = new Date();
  await requireNotPaused(db, username, now);
  const found = await findUserByEmail(db, username);
  const valid = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
  if (!found || !valid) {
    const pause = await recordFailure(db, throttle, username, now);
    throw pause > 0 ? paused(pause) : unauthorized(INVALID_LOGIN);
  }
  await clearFailures(db, username);
  // The password is known only now: the moment to move an older hash to Argon2id.
  if (needsRehash(found.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, found.user.id));
  }
  if (found.user.blockedCode) throw blocked(found.user.blockedCode);
  const token = newToken();
  await db.insert(tokens).values({ userId: found.user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlSeconds * 1000) });
  return { token, ...userInfo(found.user, token, ttlSeconds) };
}

/** The User-info of a token that is still valid, with the seconds it has left. */
export async function sessionInfo(db: DbOrTx, token: string | null) {
  const user = token ? await findSession(db, hashToken(token)) : null;
  if (!user || !token) throw unauthorized();
  if (user.blockedCode) throw blocked(user.blockedCode);
  const expiresIn = Math.max(0, Math.floor(((user.tokenExpiresAt?.getTime() ?? 0) - Date.now()) / 1000));
  return userInfo(user, token, expiresIn);
}

/** Revokes the token the caller signed in with. */
export async function signOut(db: DbOrTx, user: AuthUser) {
  if (user.tokenId) await db.delete(tokens).where(eq(tokens.id, user.tokenId));
}
