const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `now` until a certificate expires (0 when it expires within the day). */
export const daysLeft = (expiresAt: string, now: number) => Math.max(0, Math.floor((Date.parse(expiresAt) - now) / DAY_MS));
