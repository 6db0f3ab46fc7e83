const DAY_MS = 86_400_000;

/** Days a bulk "extend" adds to a block. */
export const EXTEND_DAYS = 30;

/**
 * A block's expiry extended by EXTEND_DAYS: from its end while it runs, from now once it has
 * ended. A block that never expires stays so (null: nothing to extend).
 */
export function extendedExpiry(expiresAt: string | null, now: Date): string | null {
  if (expiresAt === null) return null;
  const from = Math.max(Date.parse(expiresAt), now.getTime());
  return new Date(from + EXTEND_DAYS * DAY_MS).toISOString();
}
