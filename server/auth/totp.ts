import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 defaults every authenticator app reads: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;

/** A new shared secret: 20 random bytes (RFC 4226 §4's recommended 160 bits), Base32 as apps expect. */
export const newTotpSecret = () => generateSecret({ length: 20 });

/** The otpauth:// URI an authenticator app reads from the QR code. */
export const totpUri = (issuer: string, account: string, secret: string) => generateURI({ issuer, label: account, secret });

/** A typed code as the person may enter it: digits, perhaps with spaces ("123 456"). */
const normalizeTotp = (typed: string) => typed.replace(/\s+/g, '');

/**
 * The time step a typed code belongs to when it is right: the current step or the one before it
 * (RFC 6238 §5.2 allows one step back for the delay of typing and sending), never one ahead; null
 * when wrong. The caller claims the step (totpReplay.ts), so a code is accepted once.
 */
export async function totpStep(secret: string, typed: string, now: Date): Promise<number | null> {
  const token = normalizeTotp(typed);
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: [TOTP_PERIOD_SECONDS, 0],
  }).catch(() => null);
  return result?.valid && 'timeStep' in result ? result.timeStep : null;
}
