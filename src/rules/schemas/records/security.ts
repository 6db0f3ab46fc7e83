import { z } from 'zod';
import { int, moment, resourceObject, type Flat } from './document';

/** One signed-in session of the caller (a token): when and where it was opened, when last used. */
export const sessionRecordSchema = resourceObject('sessions', {
  createdAt: moment,
  lastUsedAt: moment,
  expiresAt: moment,
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type Session = Flat<z.input<typeof sessionRecordSchema>>;

/** Whether the caller's MFA is on, and how many recovery codes are left. */
export const mfaStatusSchema = resourceObject('mfa', {
  enabled: z.boolean(),
  enabledAt: moment.nullable(),
  recoveryCodesLeft: int,
});
export type MfaStatus = Flat<z.input<typeof mfaStatusSchema>>;

/** A new TOTP secret being set up: for typing in, as an otpauth:// URI, and as a QR code (a PNG data URL). */
export const mfaSetupSchema = resourceObject('mfa-setups', {
  secret: z.string(),
  otpauthUrl: z.string(),
  qrCode: z.string(),
});
export type MfaSetup = Flat<z.input<typeof mfaSetupSchema>>;

/** Recovery codes, shown this once: only their hashes are kept. */
export const recoveryCodesSchema = resourceObject('recovery-codes', { codes: z.array(z.string()) });

/** GET sso/canny: the signed token and the address that signs the person in on the feedback board. */
export const cannySsoSchema = resourceObject('sso-tokens', { ssoToken: z.string(), redirectUrl: z.string() });

/** GET site-redirect: the panel page of the site a hostname or domain names. */
export const siteRedirectSchema = resourceObject('site-redirects', { title: z.string(), path: z.string() });
