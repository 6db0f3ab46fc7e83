import type { SshAccess } from './site';

/** SSH and SFTP access to a site (spec 2 §2.8, §4, §9): the access type and the access entries. */
export const SSH_ACCESS_TYPES = ['password_and_keys', 'keys', 'none'] as const satisfies readonly SshAccess[];

export const sshAccessMessages = {
  // Spec 2 §8.
  enabled: 'SSH and SFTP access enabled',
  updateFailed: 'could not update environment',
  // The specs give no texts for these; they follow the specs' tone.
  disabled: 'SSH and SFTP access disabled',
  legacyHasNoType: 'Legacy sites turn SSH and SFTP on or off; they have no SSH access type.',
  useAccessType: 'Set the SSH access type of this site instead.',
} as const;

/** Spec 2 §2.8: who an access entry lets in. */
export const SSH_ACCESS_ENTRY_TYPES = { staff: 'Support', vhost: 'Site Key', customer: 'User Key' } as const;

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Spec 2 §9: how long temporary (support) access lasts; 'never' does not expire. */
export const SSH_ACCESS_EXPIRY_OPTIONS = [
  { id: '3h', label: '3 hours', ms: 3 * HOUR_MS },
  { id: '1d', label: '1 day', ms: DAY_MS },
  { id: '2d', label: '2 days', ms: 2 * DAY_MS },
  { id: '3d', label: '3 days', ms: 3 * DAY_MS },
  { id: '1w', label: '1 week', ms: 7 * DAY_MS },
  { id: '2w', label: '2 weeks', ms: 14 * DAY_MS },
  { id: 'never', label: 'never', ms: null },
] as const;
export type SshAccessExpiry = (typeof SSH_ACCESS_EXPIRY_OPTIONS)[number]['id'];
export const SSH_ACCESS_EXPIRY_IDS = SSH_ACCESS_EXPIRY_OPTIONS.map((option) => option.id) as [SshAccessExpiry, ...SshAccessExpiry[]];

export function accessExpiresAt(expiry: SshAccessExpiry, now = Date.now()): Date | null {
  const { ms } = SSH_ACCESS_EXPIRY_OPTIONS.find((option) => option.id === expiry)!;
  return ms === null ? null : new Date(now + ms);
}

/** Derived from the stored end, never a timer (ARCHITECTURE §5). */
export const accessStatus = (expiresAt: Date | null, now = Date.now()): 'active' | 'expired' =>
  expiresAt === null || expiresAt.getTime() > now ? 'active' : 'expired';

export interface SshSettingsInput {
  ssh?: boolean;
  sftp?: boolean;
  sshAccess?: SshAccess;
}

export type SshSettingsChange =
  | { ok: true; columns: { ssh?: boolean; sftp?: boolean; sshAccess?: SshAccess }; enabled: boolean | null }
  | { ok: false; field: keyof SshSettingsInput; error: string };

/**
 * Spec 2 §4. Legacy sites: the ssh toggle also sets sftp (sftp alone may still be switched).
 * Other sites: the access type applies at once, SSH follows it and SFTP is on unless it is none;
 * they take no separate toggles, so SFTP can never disagree with the type. `enabled` says which
 * way access went, for the message, or null when nothing changed.
 */
export function sshSettingsChange(isLegacy: boolean, input: SshSettingsInput): SshSettingsChange {
  if (isLegacy) {
    if (input.sshAccess !== undefined) return { ok: false, field: 'sshAccess', error: sshAccessMessages.legacyHasNoType };
    const columns = {
      ...(input.ssh !== undefined ? { ssh: input.ssh, sftp: input.ssh } : {}),
      ...(input.sftp !== undefined ? { sftp: input.sftp } : {}),
    };
    const enabled = input.ssh ?? input.sftp ?? null;
    return { ok: true, columns, enabled };
  }
  for (const field of ['ssh', 'sftp'] as const) {
    if (input[field] !== undefined) return { ok: false, field, error: sshAccessMessages.useAccessType };
  }
  if (input.sshAccess === undefined) return { ok: true, columns: {}, enabled: null };
  const on = input.sshAccess !== 'none';
  return { ok: true, columns: { sshAccess: input.sshAccess, ssh: on, sftp: on }, enabled: on };
}
