/** Spec 1 §9 storage display: 1024 MB per GB, 2 decimals, minimum shown 0.01; -1 is unlimited. */
export const UNLIMITED = -1;

export function storageGb(megabytes: number): string | null {
  if (megabytes === UNLIMITED) return null;
  if (megabytes <= 0) return '0.00';
  return Math.max(0.01, megabytes / 1024).toFixed(2);
}
