import { and, asc, eq, gt } from 'drizzle-orm';
import type { Config, SignupConfig } from '../config.js';
import type { Mailer, MailMessage } from '../dataplane/mail.js';
import type { SmsGateway } from '../dataplane/sms.js';
import type { DbOrTx } from '../db/client.js';
import { oneTimeCodes } from '../db/schema.js';
import { issueCode, type CodePurpose } from './oneTimeCodes.js';
import { durationText } from './passwords.js';

/** What signup sends to people: the mails and texts (the specs give none) and their limits. */

export type SignupConfigs = Pick<Config, 'publicUrl' | 'signup' | 'tokenTtlSeconds'>;

interface Person {
  id: number;
  email: string;
  firstName: string;
}

const HOUR_MS = 3_600_000;

const verificationMail = (person: Person, link: string, ttlMs: number): MailMessage => ({
  to: person.email,
  subject: 'Confirm your email address',
  body: `Hello ${person.firstName},\n\nthank you for signing up. Open this link within ${durationText(ttlMs)} to confirm your email address and continue with your account:\n\n${link}\n\nThe link works once. If you did not sign up, ignore this mail: nothing happens without it.\n`,
});

/** To the owner of an address someone signed up with again: the answer to the signup said nothing of it. */
export const signupAttemptMail = (person: Omit<Person, 'id'>, publicUrl: string): MailMessage => ({
  to: person.email,
  subject: 'Someone tried to sign up with your address',
  body: `Hello ${person.firstName},\n\nsomeone, perhaps you, tried to sign up for a new account with this email address. You already have an account, so nothing was changed.\n\nSign in at ${publicUrl}/login; if you have forgotten your password, you can reset it there. If this was not you, you can ignore this mail.\n`,
});

const smsCodeText = (code: string, ttlMs: number) => `${code} is your verification code. It works for ${durationText(ttlMs)}.`;

/**
 * When the next secret of `purpose` may go to the person, if `perHour` went in the last hour
 * (counted in the database, so every replica counts alike); null when one may go now.
 */
async function nextAllowedAt(tx: DbOrTx, userId: number, purpose: CodePurpose, perHour: number, now: Date): Promise<Date | null> {
  const sent = await tx
    .select({ createdAt: oneTimeCodes.createdAt })
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), gt(oneTimeCodes.createdAt, new Date(now.getTime() - HOUR_MS))))
    .orderBy(asc(oneTimeCodes.createdAt));
  return sent.length >= perHour ? new Date(sent[sent.length - perHour].createdAt.getTime() + HOUR_MS) : null;
}

/**
 * Mails a new single-use link to /verify-email, valid for EMAIL_LINK_TTL_MS (an earlier one dies),
 * at most SMS_PER_HOUR an hour like the codes, so nobody's mailbox can be flooded through it.
 */
export async function sendVerificationLink(tx: DbOrTx, mailer: Mailer, config: SignupConfigs, person: Person, now: Date): Promise<void> {
  if (await nextAllowedAt(tx, person.id, 'verify_email', config.signup.smsPerHour, now)) return;
  const ttlMs = config.signup.emailLinkTtlMs;
  const token = await issueCode(tx, { userId: person.id, purpose: 'verify_email', ttlMs }, now);
  await mailer.send(verificationMail(person, `${config.publicUrl}/verify-email?token=${encodeURIComponent(token)}`, ttlMs), tx);
}

/** Texts a new code to `phone` (an earlier one dies), unless SMS_PER_HOUR went in the last hour: then when the next may go. */
export async function sendSmsCode(tx: DbOrTx, sms: SmsGateway, config: SignupConfig, userId: number, phone: string, now: Date): Promise<Date | null> {
  const nextAt = await nextAllowedAt(tx, userId, 'verify_phone', config.smsPerHour, now);
  if (nextAt) return nextAt;
  const code = await issueCode(tx, { userId, purpose: 'verify_phone', ttlMs: config.smsCodeTtlMs, payload: phone }, now);
  await sms.send({ to: phone, body: smsCodeText(code, config.smsCodeTtlMs) }, tx);
  return null;
}
