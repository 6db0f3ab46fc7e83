import type { MfaSetup, MfaStatus, Session } from '../../rules/schemas/records/security';
import type { MfaProof } from '../../rules/schemas/security';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type Answer, type CallContext } from './context';

/** The answer of a call that says what it did and nothing more. */
type Said = { meta: { message: string } };
type Codes = Answer<{ attributes: { codes: string[] } }>;

/**
 * The signed-in person's own security (/security-settings), the password reset and the links into
 * the panel from outside (/sso/canny, /siteredirect). Every role calls the auth/… paths unprefixed:
 * they are the caller's own, not an account's records.
 */
export const securityCalls = (api: CallContext) => ({
  /** POST auth/reset-password with an e-mail: a link is mailed if the address has an account (the answer is the same either way). */
  requestPasswordReset: (email: string) => api.sendAsIs<Said>('POST', 'auth/reset-password', writeBody('password-resets', { email })),

  /** POST auth/reset-password with the mailed link's token and the new password. */
  resetPassword: (token: string, password: string) =>
    api.sendAsIs<Said>('POST', 'auth/reset-password', writeBody('password-resets', { token, password })),

  /** PUT auth/password: the current password and the new one; the other sessions end. */
  changePassword: (currentPassword: string, password: string) =>
    api.sendAsIs<Said>('PUT', 'auth/password', writeBody('passwords', { currentPassword, password })),

  /** GET auth/mfa: whether MFA is on, and the recovery codes left. */
  mfaStatus: async () => fromApi<MfaStatus>((await api.sendAsIs<{ data: ApiRecord }>('GET', 'auth/mfa')).data),

  /** POST auth/mfa/setup: a new secret to scan (QR code) or type in. */
  startMfaSetup: async () => fromApi<MfaSetup>((await api.sendAsIs<{ data: ApiRecord }>('POST', 'auth/mfa/setup')).data),

  /** POST auth/mfa/enable: a code of the new secret turns MFA on; the answer holds the recovery codes, shown once. */
  enableMfa: (code: string) => api.sendAsIs<Codes>('POST', 'auth/mfa/enable', writeBody('mfa', { code })),

  /** POST auth/mfa/disable with a code or the password. */
  disableMfa: (proof: MfaProof) => api.sendAsIs<Said>('POST', 'auth/mfa/disable', writeBody('mfa', proof)),

  /** POST auth/mfa/recovery-codes with a code or the password: new codes, the old ones die. */
  regenerateRecoveryCodes: (proof: MfaProof) => api.sendAsIs<Codes>('POST', 'auth/mfa/recovery-codes', writeBody('mfa', proof)),

  /** GET auth/sessions: the caller's signed-in sessions, the one in use marked. */
  sessions: async () => (await api.sendAsIs<{ data: ApiRecord[] }>('GET', 'auth/sessions')).data.map((record) => fromApi<Session>(record)),

  /** DELETE auth/sessions/{id}: signs one session out. */
  revokeSession: (sessionId: string) => api.sendAsIs('DELETE', callPath`auth/sessions/${sessionId}`),

  /** POST auth/sessions/sign-out-others: every session but this one. */
  signOutOtherSessions: () => api.sendAsIs<Said>('POST', 'auth/sessions/sign-out-others'),

  /** GET sso/canny: the signed token and the address that signs the person in on the feedback board. */
  cannySso: async (query: { companyID?: string; redirect?: string }) => {
    const params = new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));
    const { data } = await api.sendAsIs<{ data: ApiRecord }>('GET', `sso/canny${params.size ? `?${params}` : ''}`);
    return fromApi<{ id: string; ssoToken: string; redirectUrl: string }>(data);
  },

  /** GET site-redirect?site= (staff: admin/…): the panel page of the site a hostname or domain names. */
  siteRedirect: async (site: string) =>
    fromApi<{ id: string; title: string; path: string }>(
      (await api.send<{ data: ApiRecord }>('GET', `site-redirect?${new URLSearchParams({ site })}`)).data,
    ),
});
