import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { clearFailures, paused, recordFailure, requireNotPaused, type LoginThrottle } from '../auth/loginThrottle.js';
import { DUMMY_HASH, hashPassword, needsRehash, verifyPassword } from '../auth/password.js';
import { findSession, findUserByEmail, userInfo, type AuthUser } from '../auth/session.js';
import { hashToken, newToken } from '../auth/tokens.js';
import type { DbOrTx } from '../db/client.js';
import { tokens, users } from '../db/schema.js';
import { ApiError, blocked, notFound, unauthorized } from '../http/errors.js';
import type { sessionRecordSchema } from '../../src/rules/schemas/records/security.js';
import { MFA_INVALID, MFA_REQUIRED, securityMessages } from '../../src/rules/security.js';
import { checkSecondFactor } from './mfa.js';

export const INVALID_LOGIN = 'Invalid email or password. Please try again or reset your password.';

/** Where a sign-in comes from, kept with its session for the list of signed-in sessions. */
export interface SignInClient {
  userAgent: string | null;
  ip: string | null;
}

interface SignInOptions {
  throttle: LoginThrottle;
  ttlSeconds: number;
}

interface Credentials {
  username: string;
  password: string;
  /** A TOTP code or a recovery code, required once MFA is on. */
  code?: string;
}

/** The longest user agent kept: enough to tell browsers apart, not a place to store a megabyte. */
const USER_AGENT_MAX = 512;

const secondFactorRefused = (code: typeof MFA_REQUIRED | typeof MFA_INVALID) =>
  new ApiError(401, [
    { status: '401', code, title: 'Unauthorized', detail: code === MFA_REQUIRED ? securityMessages.mfaRequired : securityMessages.mfaInvalid },
  ]);

/** Opens a session: a new token valid for `ttlSeconds`, noted with where it was opened. */
export async function openSession(db: DbOrTx, userId: number, ttlSeconds: number, client: SignInClient, now = new Date()): Promise<string> {
  const token = newToken();
  await db.insert(tokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
    userAgent: client.userAgent?.slice(0, USER_AGENT_MAX) || null,
    ip: client.ip,
    lastUsedAt: now,
    createdAt: now,
  });
  return token;
}

/**
 * Signs a person in with e-mail and password, and once MFA is on a code: a new token valid for
 * `ttlSeconds`, with the User-info it opens. Known and unknown e-mails take the same steps (a
 * pause, a hash, a count), so neither the answer nor its timing tells whether an account exists.
 * A wrong code counts as a failed sign-in, and the count starts again only after a whole sign-in,
 * so the right password cannot be used to guess codes without end.
 */
export async function signIn(db: DbOrTx, options: SignInOptions, credentials: Credentials, client: SignInClient, now = new Date()) {
  const { username, password, code } = credentials;
  await requireNotPaused(db, username, now);
  const found = await findUserByEmail(db, username);
  const valid = await verifyPassword(password, found?.passwordHash ?? DUMMY_HASH);
  const fail = async (error: ApiError) => {
    const pause = await recordFailure(db, options.throttle, username, now);
    return pause > 0 ? paused(pause) : error;
  };
  if (!found || !valid) throw await fail(unauthorized(INVALID_LOGIN));
  if (found.mfaSecret) {
    if (!code?.trim()) throw secondFactorRefused(MFA_REQUIRED);
    if (!(await checkSecondFactor(db, found.user.id, found.mfaSecret, code, now))) throw await fail(secondFactorRefused(MFA_INVALID));
  }
  await clearFailures(db, username);
  // The password is known only now: the moment to move an older hash to Argon2id.
  if (needsRehash(found.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, found.user.id));
  }
  // Unpaid invoices (403002) still sign in, to the blocked page's "Pay invoices"; a blocked or locked account (403001) does not.
  if (found.user.blockedCode === '403001') throw blocked(found.user.blockedCode);
  const token = await openSession(db, found.user.id, options.ttlSeconds, client, now);
  return { token, ...userInfo(found.user, token, options.ttlSeconds) };
}

/** The User-info of a token that is still valid, with the seconds it has left. */
export async function sessionInfo(db: DbOrTx, token: string | null) {
  const user = token ? await findSession(db, hashToken(token)) : null;
  if (!user || !token) throw unauthorized();
  // An account with unpaid invoices reads its unpaid_invoices here, to know when it is paid up.
  if (user.blockedCode === '403001') throw blocked(user.blockedCode);
  const expiresIn = Math.max(0, Math.floor(((user.tokenExpiresAt?.getTime() ?? 0) - Date.now()) / 1000));
  return userInfo(user, token, expiresIn);
}

/** Revokes the token the caller signed in with. */
export async function signOut(db: DbOrTx, user: AuthUser) {
  if (user.tokenId) await db.delete(tokens).where(eq(tokens.id, user.tokenId));
}

/** The most sessions listed: the newest; a person with more has scripts signing in, not browsers. */
const SESSION_LIST_MAX = 100;

/** The caller's own sessions that are still valid, the most recently used first. */
export async function listSessions(db: DbOrTx, user: AuthUser, now = new Date()): Promise<z.output<typeof sessionRecordSchema>[]> {
  const rows = await db
    .select()
    .from(tokens)
    .where(and(eq(tokens.userId, user.id), gt(tokens.expiresAt, now)))
    .orderBy(desc(tokens.lastUsedAt), desc(tokens.id))
    .limit(SESSION_LIST_MAX);
  return rows.map((row) => ({
    id: String(row.id),
    type: 'sessions' as const,
    attributes: {
      createdAt: row.createdAt,
      lastUsedAt: row.lastUsedAt ?? row.createdAt,
      expiresAt: row.expiresAt,
      userAgent: row.userAgent,
      ip: row.ip,
      current: row.id === user.tokenId,
    },
  }));
}

/** Signs one of the caller's own sessions out; another person's is a 404, like one that does not exist. */
export async function revokeSession(db: DbOrTx, user: AuthUser, sessionId: number) {
  const gone = await db
    .delete(tokens)
    .where(and(eq(tokens.id, sessionId), eq(tokens.userId, user.id)))
    .returning({ id: tokens.id });
  if (!gone.length) throw notFound();
}

/** Signs every session of the person out but the one making the call (all of them when it is null); how many went. */
export async function revokeOtherSessions(db: DbOrTx, userId: number, keepTokenId: number | null): Promise<number> {
  const gone = await db
    .delete(tokens)
    .where(keepTokenId === null ? eq(tokens.userId, userId) : and(eq(tokens.userId, userId), ne(tokens.id, keepTokenId)))
    .returning({ id: tokens.id });
  return gone.length;
}
