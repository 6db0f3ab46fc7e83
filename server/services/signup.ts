import { eq, sql } from 'drizzle-orm';
import countries from 'i18n-iso-countries';
import type { z } from 'zod';
import { isCommonPassword } from '../auth/commonPasswords.js';
import { hashPassword } from '../auth/password.js';
import { findSession, userInfo } from '../auth/session.js';
import { hashToken } from '../auth/tokens.js';
import type { Mailer } from '../dataplane/mail.js';
import type { SmsGateway } from '../dataplane/sms.js';
import type { DbOrTx } from '../db/client.js';
import { accounts, users } from '../db/schema.js';
import { blocked, invalid, invalidInputs, unauthorized } from '../http/errors.js';
import { passwordMessages } from '../../src/rules/password.js';
import { customerRecordSchema, type signupSchema } from '../../src/rules/schemas/signup.js';
import { customerIdOf, signupMessages } from '../../src/rules/signup.js';
import { consumeLink } from './oneTimeCodes.js';
import { openSession, type SignInClient } from './sessions.js';
import { sendSmsCode, sendVerificationLink, signupAttemptMail, type SignupConfigs } from './signupSends.js';
export type SignupInput = z.output<typeof signupSchema>;

/** Whether a database error is a unique violation (23505), whichever driver raised it. */
const isUniqueViolation = (error: unknown) => {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return (cause?.code ?? code) === '23505';
};

/**
 * POST auth/signup: a new customer account (its customer record with a generated customer id) and
 * its first user, who confirms the address through a mailed link before anything else. An address
 * that already has an account gets a mail saying so (a fresh link if its signup was never
 * confirmed) and the caller the very same answer, so signup never tells whether an address is
 * known. The password is hashed either way, so the timing does not tell it either.
 */
export async function signUp(db: DbOrTx, mailer: Mailer, config: SignupConfigs, input: SignupInput, now = new Date()): Promise<void> {
  if (isCommonPassword(input.password)) throw invalid('/data/attributes/password', passwordMessages.common);
  if (!countries.isValid(input.country)) throw invalid('/data/attributes/country', signupMessages.country);
  const passwordHash = await hashPassword(input.password);
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: users.id, email: users.email, firstName: users.firstName, emailVerifiedAt: users.emailVerifiedAt })
        .from(users)
        .where(eq(sql`lower(${users.email})`, input.email))
        .limit(1);
      if (existing) {
        if (existing.emailVerifiedAt) await mailer.send(signupAttemptMail(existing, config.publicUrl), tx);
        else await sendVerificationLink(tx, mailer, config, existing, now);
        return;
      }
      // The account's number is drawn first, so its customer id is written with it in one insert.
      const drawn = await tx.execute(sql`select nextval(pg_get_serial_sequence('accounts', 'id'))::int as id`);
      const accountId = Number((drawn as unknown as { rows: { id: number }[] }).rows[0].id);
      const record = customerRecordSchema.safeParse({
        customerId: customerIdOf(accountId),
        company: input.company,
        country: input.country,
        currency: input.currency,
      });
      if (!record.success) throw invalidInputs(record.error.issues);
      await tx
        .insert(accounts)
        .values({ id: accountId, name: input.company ?? `${input.firstName} ${input.lastName}`, ...record.data, createdAt: now });
      const [user] = await tx
        .insert(users)
        .values({
          accountId,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          passwordHash,
          role: 'customer',
          signupState: 'phone_verification_needed',
          phone: input.phone,
          createdAt: now,
        })
        .returning({ id: users.id, email: users.email, firstName: users.firstName });
      await sendVerificationLink(tx, mailer, config, user, now);
    });
  } catch (error) {
    // The same address signed up twice at once: the other request made the account and mailed its link.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * POST auth/signup/verify-email: spends the mailed link, marks the address confirmed and signs the
 * person in (a session as POST auth/login opens). Someone still to verify their phone is texted
 * the first code now, not at signup, so a signup with a known address sends no text either.
 */
export async function verifyEmail(db: DbOrTx, sms: SmsGateway, config: SignupConfigs, token: string, client: SignInClient, now = new Date()) {
  return db.transaction(async (tx) => {
    const link = await consumeLink(tx, 'verify_email', token, now);
    if (!link) throw invalid('/data/attributes/token', signupMessages.linkInvalid);
    const [person] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, link.userId))
      .returning({ id: users.id, phone: users.phone, signupState: users.signupState, phoneVerifiedAt: users.phoneVerifiedAt });
    if (person.signupState === 'phone_verification_needed' && person.phone && !person.phoneVerifiedAt) {
      await sendSmsCode(tx, sms, config.signup, person.id, person.phone, now);
    }
    const session = await openSession(tx, person.id, config.tokenTtlSeconds, client, now);
    const user = await findSession(tx, hashToken(session));
    if (!user) throw unauthorized();
    if (user.blockedCode) throw blocked(user.blockedCode);
    return { token: session, ...userInfo(user, session, config.tokenTtlSeconds) };
  });
}
