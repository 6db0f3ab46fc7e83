import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.js';
import { accounts, lockdowns, tokens, users } from '../db/schema.js';
import type { Role } from '../../src/rules/access.js';

export interface AuthUser {
  id: number;
  accountId: number;
  accountName: string;
  accountBucketId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  picture: string | null;
  role: Role;
  signupState: string;
  unpaidInvoices: number;
  /** Spec 1 §8 code when the user may not use the panel: 403001 blocked/locked, 403002 unpaid. */
  blockedCode: '403001' | '403002' | null;
  tokenId: number | null;
  tokenExpiresAt: Date | null;
  /** When the token was last seen at work (written at most once a minute, see plugins/auth.ts). */
  tokenLastUsedAt: Date | null;
}

const userColumns = {
  id: users.id,
  accountId: users.accountId,
  accountName: accounts.name,
  accountBucketId: accounts.bucketId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  picture: users.picture,
  role: users.role,
  signupState: users.signupState,
  unpaidInvoices: accounts.unpaidInvoices,
  userBlocked: users.blocked,
  locked: sql<boolean>`${lockdowns.id} is not null`,
};

type UserRow = Awaited<ReturnType<typeof selectUsers<Record<never, PgColumn>>>>[number];

function selectUsers<Extra extends Record<string, PgColumn>>(db: DbOrTx, extra = {} as Extra) {
  return db
    .select({ ...userColumns, ...extra })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .leftJoin(lockdowns, eq(lockdowns.accountId, users.accountId));
}

function toAuthUser(row: UserRow, token?: { id: number; expiresAt: Date; lastUsedAt: Date | null }): AuthUser {
  const { userBlocked, locked, ...rest } = row;
  // A lockdown locks a customer account; it never locks staff or admins out of the back office.
  const lockedOut = locked && row.role === 'customer';
  const blockedCode = userBlocked || lockedOut ? '403001' : row.unpaidInvoices > 0 ? '403002' : null;
  return { ...rest, blockedCode, tokenId: token?.id ?? null, tokenExpiresAt: token?.expiresAt ?? null, tokenLastUsedAt: token?.lastUsedAt ?? null };
}

/** A person by e-mail, with what signing in checks: the password's hash and the MFA secret once MFA is on. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [row] = await selectUsers(db, { passwordHash: users.passwordHash, mfaSecret: users.mfaSecret, mfaEnabledAt: users.mfaEnabledAt })
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  if (!row) return null;
  const { passwordHash, mfaSecret, mfaEnabledAt, ...user } = row;
  return { user: toAuthUser(user), passwordHash, mfaSecret: mfaEnabledAt ? mfaSecret : null };
}

export async function findSession(db: DbOrTx, tokenHash: string): Promise<AuthUser | null> {
  const [row] = await selectUsers(db, { tokenId: tokens.id, tokenExpiresAt: tokens.expiresAt, tokenLastUsedAt: tokens.lastUsedAt })
    .innerJoin(tokens, eq(tokens.userId, users.id))
    .where(and(eq(tokens.tokenHash, tokenHash), gt(tokens.expiresAt, new Date())))
    .limit(1);
  if (!row) return null;
  const { tokenId, tokenExpiresAt, tokenLastUsedAt, ...user } = row;
  return toAuthUser(user, { id: tokenId, expiresAt: tokenExpiresAt, lastUsedAt: tokenLastUsedAt });
}

/** The User-info response of spec 1 §3, plus the full name the account menu splits. */
export function userInfo(user: AuthUser, accessToken: string, expiresIn: number) {
  return {
    access_token: accessToken,
    expires_in: expiresIn,
    is_servebolt_admin: user.role === 'admin',
    is_servebolt_staff: user.role === 'staff' || user.role === 'admin',
    account_id: user.accountId,
    account_picture: user.picture,
    account_name: user.accountName,
    account_full_name: `${user.firstName} ${user.lastName}`.trim(),
    account_email: user.email,
    signup_state: user.signupState,
    intercom_user_hash: null,
    algolia_token: null,
    account_bucket_id: user.accountBucketId,
    unpaid_invoices: user.unpaidInvoices,
  };
}

/** How often a session's last use is written at most. */
const LAST_USED_PRECISION_MS = 60_000;

/** Whether a session's last use, as last written, is older than the precision kept. */
export const isStale = (lastUsedAt: Date | null, now: Date) => !lastUsedAt || now.getTime() - lastUsedAt.getTime() >= LAST_USED_PRECISION_MS;

/**
 * Notes that a session was used now, unless another request (on this or another server) already
 * did within the minute. The write announces the token's change (migration 0008), so the session
 * cache reads the new moment once, on the token's next request.
 */
export async function touchSession(db: DbOrTx, tokenId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(tokens)
    .set({ lastUsedAt: now })
    .where(and(eq(tokens.id, tokenId), or(isNull(tokens.lastUsedAt), lt(tokens.lastUsedAt, since))));
}
