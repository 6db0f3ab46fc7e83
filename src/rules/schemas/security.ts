import { z } from 'zod';
import { messages } from '../messages';
import { newPasswordSchema } from '../password';
import { securityMessages } from '../security';

/** Typed secrets are short: a longer one is a mistake, and refusing it keeps hashing cheap. */
const secret = (message: string, max = 256) => z.string(message).min(1, message).max(max, messages.tooLong(max));

/** POST auth/reset-password, first call: the address the link goes to. */
export const passwordResetRequestSchema = z.object({
  email: z.string(messages.validEmail).trim().max(254, messages.tooLong(254)).pipe(z.email(messages.validEmail)),
});

/** POST auth/reset-password, second call: the mailed link's token and the new password. */
export const passwordResetSchema = z.object({
  token: secret(securityMessages.resetLinkInvalid),
  password: newPasswordSchema,
});

/** PUT auth/password: the current password proves it is the person, the new one follows the policy. */
export const passwordChangeSchema = z.object({
  currentPassword: secret(securityMessages.currentPasswordWrong),
  password: newPasswordSchema,
});

/** POST auth/mfa/enable: the code the new secret shows now. */
export const mfaCodeSchema = z.object({
  code: z
    .string(securityMessages.codeRequired)
    .transform((code) => code.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, securityMessages.codeRequired)),
});

/** POST auth/mfa/disable and auth/mfa/recovery-codes: a TOTP or recovery code, or the password. */
export const mfaProofSchema = z
  .object({
    code: z.string(securityMessages.proofRequired).max(64, messages.tooLong(64)).optional(),
    password: z.string(securityMessages.proofRequired).max(256, messages.tooLong(256)).optional(),
  })
  .refine((proof) => Boolean(proof.code?.trim() || proof.password), { message: securityMessages.proofRequired, path: ['code'] });
export type MfaProof = z.output<typeof mfaProofSchema>;
