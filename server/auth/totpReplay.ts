import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';

/**
 * RFC 6238 §5.2: "the verifier MUST NOT accept the second attempt of the OTP after the successful
 * validation has been issued for the first OTP". The last accepted time step of each person is kept
 * in the database (so every replica sees it) as the value of a `rate_limits` row keyed
 * `totp-step:<user id>`; claiming a step that is not later than the stored one fails. The row
 * outlives the code it guards: a code is accepted for at most two steps (60 s), and the
 * housekeeping job keeps rate-limit rows for the longest rate-limit window, at least that long.
 */
export async function claimTotpStep(db: DbOrTx, userId: number, step: number, now: Date): Promise<boolean> {
  const result = await db.execute(
    sql`insert into rate_limits (key, count, window_start) values (${`totp-step:${userId}`}, ${step}, ${now})
        on conflict (key) do update set count = excluded.count, window_start = excluded.window_start
        where rate_limits.count < excluded.count
        returning key`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length === 1;
}
