import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { loginFailures } from '../db/schema.js';
import { ApiError } from '../http/errors.js';

/** README "Sign-in": the per-account limit beside the per-address one. */
export interface LoginThrottle {
  /** Failures within `windowMs` of each other before the account's sign-in pauses. */
  maxFailures: number;
  windowMs: number;
  /** The first pause; each further failure doubles it, up to `maxLockMs`. */
  baseLockMs: number;
  maxLockMs: number;
}

/** Unknown and known e-mails are keyed alike, so the answers cannot tell them apart. */
const keyOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** How long the pause after the `failures`-th failure lasts; none before `maxFailures`. */
export function lockMs(throttle: LoginThrottle, failures: number): number {
  if (failures < throttle.maxFailures) return 0;
  return Math.min(throttle.maxLockMs, throttle.baseLockMs * 2 ** Math.min(30, failures - throttle.maxFailures));
}

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export const pausedText = (ms: number) =>
  `Too many failed sign-ins for this account. Please try again in ${minutes(ms)} minute${minutes(ms) === 1 ? '' : 's'}, or reset your password.`;

export const paused = (ms: number) =>
  new ApiError(429, [{ status: '429', code: 'account_paused', title: 'Too Many Requests', detail: pausedText(ms) }], undefined, {
    'retry-after': String(Math.ceil(ms / 1000)),
  });

/** Refuses a sign-in while the account's pause lasts, before any password is checked. */
export async function requireNotPaused(db: DbOrTx, email: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: loginFailures.lockedUntil })
    .from(loginFailures)
    .where(eq(loginFailures.emailHash, keyOf(email)));
  const left = row?.lockedUntil ? row.lockedUntil.getTime() - now.getTime() : 0;
  if (left > 0) throw paused(left);
}

/** Counts a failure (a new count once the last failure and pause lie a window back) and sets the pause it earns. */
export async function recordFailure(db: DbOrTx, throttle: LoginThrottle, email: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - throttle.windowMs);
  const [row] = await db
    .insert(loginFailures)
    .values({ emailHash: keyOf(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: loginFailures.emailHash,
      set: {
        // The window runs from the end of the last pause, so waiting a pause out does not reset the count.
        failures: sql`case when greatest(${loginFailures.lastFailureAt}, ${loginFailures.lockedUntil}) < ${windowStart} then 1 else ${loginFailures.failures} + 1 end`,
        lastFailureAt: now,
      },
    })
    .returning({ failures: loginFailures.failures });
  const pause = lockMs(throttle, row.failures);
  if (pause > 0) {
    await db
      .update(loginFailures)
      .set({ lockedUntil: new Date(now.getTime() + pause) })
      .where(eq(loginFailures.emailHash, keyOf(email)));
  }
  return pause;
}

/** A successful sign-in starts the count again. */
export async function clearFailures(db: DbOrTx, email: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.emailHash, keyOf(email)));
}
