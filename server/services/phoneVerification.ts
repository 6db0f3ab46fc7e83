import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { Mailer } from '../dataplane/mail.js';
import type { SmsGateway } from '../dataplane/sms.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, users } from '../db/schema.js';
import { ApiError, invalid } from '../http/errors.js';
import type { signupStatusSchema } from '../../src/rules/schemas/records/signup.js';
import { formatPhone, stateAfterAccountType, signupMessages, type AccountType } from '../../src/rules/signup.js';
import type { SignupState } from '../../src/rules/customers.js';
import { consumeCode } from './oneTimeCodes.js';
import { sendSmsCode, sendVerificationLink, type SignupConfigs } from './signupSends.js';

type SignupStatus = z.input<typeof signupStatusSchema>;

/** A step asked for out of turn (the wizard is past it, or not there yet). */
const notNow = () => new ApiError(409, [{ status: '409', code: 'signup_step_done', title: 'Conflict', detail: signupMessages.notNow }]);
/** The phone steps wait for the mailed link: the address is the account's first proof. */
const emailFirst = () => new ApiError(409, [{ status: '409', code: 'email_not_verified', title: 'Conflict', detail: signupMessages.emailFirst }]);

async function personOf(db: DbOrTx, userId: number) {
  const [person] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      phone: users.phone,
      signupState: users.signupState,
      emailVerifiedAt: users.emailVerifiedAt,
      phoneVerifiedAt: users.phoneVerifiedAt,
      accountType: accounts.accountType,
      country: accounts.country,
    })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, userId));
  return person;
}

function statusOf(person: Awaited<ReturnType<typeof personOf>>): SignupStatus {
  return {
    id: String(person.id),
    type: 'signups',
    attributes: {
      signup_state: person.signupState as SignupState,
      email_verified: person.emailVerifiedAt !== null,
      phone: person.phone,
      phone_verified: person.phoneVerifiedAt !== null,
      account_type: person.accountType as AccountType | null,
    },
  };
}

/** GET auth/signup: where the caller's signup stands. */
export const signupStatus = async (db: DbOrTx, user: AuthUser) => statusOf(await personOf(db, user.id));

/** The person must be at the phone step with a confirmed address; an unconfirmed one is mailed a new link. */
async function atPhoneStep(tx: DbOrTx, mailer: Mailer, config: SignupConfigs, userId: number, now: Date) {
  const person = await personOf(tx, userId);
  if (person.signupState !== 'phone_verification_needed') throw notNow();
  if (!person.emailVerifiedAt) {
    await sendVerificationLink(tx, mailer, config, person, now);
    return { person, error: emailFirst() };
  }
  return { person, error: null };
}

/** POST auth/signup/resend-sms-code: a new code to the signup's number; 429 past the hourly limit. */
export async function resendSmsCode(db: DbOrTx, sms: SmsGateway, mailer: Mailer, config: SignupConfigs, user: AuthUser, now = new Date()) {
  const { person, error } = await db.transaction((tx) => atPhoneStep(tx, mailer, config, user.id, now));
  if (error) throw error;
  const phone = person.phone ?? '';
  const nextAt = await db.transaction((tx) => sendSmsCode(tx, sms, config.signup, person.id, phone, now));
  if (nextAt) {
    const seconds = Math.max(1, Math.ceil((nextAt.getTime() - now.getTime()) / 1000));
    const detail = signupMessages.smsLimit(config.signup.smsPerHour, Math.ceil(seconds / 60));
    throw new ApiError(429, [{ status: '429', code: 'too_many_codes', title: 'Too Many Requests', detail }], undefined, {
      'retry-after': String(seconds),
    });
  }
  return signupMessages.codeSent(formatPhone(phone));
}

/**
 * POST auth/signup/verify-phone: the code texted last. A wrong code counts an attempt (the code
 * dies at SMS_MAX_ATTEMPTS) outside any transaction, so the count stays when the answer is 422.
 */
export async function verifyPhone(db: DbOrTx, mailer: Mailer, config: SignupConfigs, user: AuthUser, code: string, now = new Date()) {
  const { error } = await db.transaction((tx) => atPhoneStep(tx, mailer, config, user.id, now));
  if (error) throw error;
  const check = await consumeCode(db, user.id, 'verify_phone', code, config.signup.smsMaxAttempts, now);
  if (check.outcome === 'wrong') throw invalid('/data/attributes/code', signupMessages.codeWrong);
  if (check.outcome !== 'ok') throw invalid('/data/attributes/code', signupMessages.codeDead);
  await db
    .update(users)
    .set({ phone: check.code.payload ?? undefined, phoneVerifiedAt: now, signupState: 'intent_verification_needed' })
    .where(eq(users.id, user.id));
  return statusOf(await personOf(db, user.id));
}

/**
 * PUT auth/signup/account-type: what the account is for; it ends the signup, or leaves it for
 * staff to verify by hand (src/rules/signup.ts stateAfterAccountType).
 */
export async function setAccountType(db: DbOrTx, user: AuthUser, accountType: AccountType) {
  return db.transaction(async (tx) => {
    const person = await personOf(tx, user.id);
    if (person.signupState !== 'intent_verification_needed') throw notNow();
    await tx.update(accounts).set({ accountType }).where(eq(accounts.id, user.accountId));
    await tx
      .update(users)
      .set({ signupState: stateAfterAccountType(person.phoneVerifiedAt ? person.phone : null, person.country) })
      .where(eq(users.id, user.id));
    return statusOf(await personOf(tx, user.id));
  });
}
