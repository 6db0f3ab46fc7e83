import { describe, expect, it } from 'vitest';
import { accessExpiresAt, accessStatus, SSH_ACCESS_EXPIRY_OPTIONS, sshAccessMessages, sshSettingsChange } from '../../src/rules/sshAccess';

describe('SSH access type (spec 2 §4)', () => {
  it('legacy: the ssh toggle also sets sftp; sftp alone may be switched', () => {
    expect(sshSettingsChange(true, { ssh: false })).toEqual({ ok: true, columns: { ssh: false, sftp: false }, enabled: false });
    expect(sshSettingsChange(true, { ssh: true })).toEqual({ ok: true, columns: { ssh: true, sftp: true }, enabled: true });
    expect(sshSettingsChange(true, { sftp: true })).toEqual({ ok: true, columns: { sftp: true }, enabled: true });
    expect(sshSettingsChange(true, { sshAccess: 'keys' })).toEqual({ ok: false, field: 'sshAccess', error: sshAccessMessages.legacyHasNoType });
  });

  it('current sites: the type applies at once, sftp on unless none', () => {
    expect(sshSettingsChange(false, { sshAccess: 'keys' })).toEqual({
      ok: true,
      columns: { sshAccess: 'keys', ssh: true, sftp: true },
      enabled: true,
    });
    expect(sshSettingsChange(false, { sshAccess: 'none' })).toEqual({
      ok: true,
      columns: { sshAccess: 'none', ssh: false, sftp: false },
      enabled: false,
    });
    expect(sshSettingsChange(false, {})).toEqual({ ok: true, columns: {}, enabled: null });
    expect(sshSettingsChange(false, { sftp: false })).toEqual({ ok: false, field: 'sftp', error: sshAccessMessages.useAccessType });
  });
});

describe('temporary access', () => {
  const now = Date.UTC(2025, 0, 1);
  it('offers the spec 2 §9 expiry options', () => {
    expect(SSH_ACCESS_EXPIRY_OPTIONS.map((o) => o.label)).toEqual(['3 hours', '1 day', '2 days', '3 days', '1 week', '2 weeks', 'never']);
    expect(accessExpiresAt('3h', now)).toEqual(new Date(now + 3 * 3600_000));
    expect(accessExpiresAt('2w', now)).toEqual(new Date(now + 14 * 86_400_000));
    expect(accessExpiresAt('never', now)).toBeNull();
  });

  it('is active until its end, then expired; never-ending access stays active', () => {
    expect(accessStatus(new Date(now + 1), now)).toBe('active');
    expect(accessStatus(new Date(now), now)).toBe('expired');
    expect(accessStatus(null, now)).toBe('active');
  });
});
