import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { oneTimeCodes, users } from '../db/schema.js';
import type { Mailer } from '../dataplane/mail.js';
import { ApiError, notFound } from '../http/errors.js';
import { consumeLink, issueCode } from './oneTimeCodes.js';
import { profileMessages, type userProfileSchema } from '../../src/rules/schemas/userProfile.js';

type ProfileChanges = z.output<typeof userProfileSchema>;

/** Where the links of the mails sent here lead, and how long they work. */
export interface EmailLinks {
  publicUrl: string;
  ttlMs: number;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The person's live change-of-address link, if any: the new address and until when it works. */
async function pendingEmail(db: DbOrTx, userId: number, now: Date) {
  const [pending] = await db
    .select({ email: oneTimeCodes.payload, expiresAt: oneTimeCodes.expiresAt })
    .from(oneTimeCodes)
    .where(
      and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, 'change_email'), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, now)),
    )
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return pending ?? null;
}

/** GET user-profile: the signed-in person, with a change of address still waiting for its link. */
export async function showProfile(db: DbOrTx, user: AuthUser, now = new Date()) {
  const [row] = await db.select().from(users).where(eq(users.id, user.id));
  if (!row) throw notFound();
  const pending = await pendingEmail(db, row.id, now);
  return {
    id: String(row.id),
    type: 'user-profile' as const,
    attributes: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      emailVerified: row.emailVerifiedAt !== null,
      pendingEmail: pending?.email ?? null,
      pendingEmailExpiresAt: pending?.expiresAt ?? null,
      phone: row.phone,
      phoneVerified: row.phone !== null && row.phoneVerifiedAt !== null,
      picture: row.picture,
      role: row.role,
    },
  };
}

async function addressInUse(db: DbOrTx, email: string, exceptUserId: number) {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(other);
}

/**
 * A new address is proved by a single-use link mailed to it. An address that already belongs to
 * another person gets a notice instead of a link, while the answer and the pending change shown
 * are the same either way: nobody learns from this whether an address has an account.
 */
async function requestEmailChange(tx: DbOrTx, mailer: Mailer, links: EmailLinks, user: AuthUser, email: string, now: Date) {
  const secret = await issueCode(tx, { userId: user.id, purpose: 'change_email', ttlMs: links.ttlMs, payload: email }, now);
  const hours = Math.round(links.ttlMs / 3_600_000);
  if (await addressInUse(tx, email, user.id)) {
    await mailer.send(
      {
        to: email,
        subject: 'Someone tried to use your email address',
        body: `Someone signed in to the control panel asked to use ${email} as their email address. It already belongs to your account, so nothing was changed. If this was you, sign in with this address instead.`,
      },
      tx,
    );
    return;
  }
  const url = `${links.publicUrl}/confirm-email-change?token=${encodeURIComponent(secret)}`;
  await mailer.send(
    {
      to: email,
      subject: 'Confirm your new email address',
      body: `${user.firstName}, open this link within ${hours} hours to make ${email} the email address of your control panel account:\n\n${url}\n\nIf you did not ask for this, ignore this mail: nothing changes until the link is opened.`,
    },
    tx,
  );
}

/**
 * PATCH user-profile: names and phone change at once (a new phone number is not verified until
 * verified again); a new e-mail address waits for its mailed link. `message` says what happened.
 */
export function updateProfile(db: DbOrTx, mailer: Mailer, links: EmailLinks, user: AuthUser, changes: ProfileChanges, now = new Date()) {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) throw notFound();
    const set: Partial<typeof users.$inferInsert> = {};
    if (changes.firstName !== undefined) set.firstName = changes.firstName;
    if (changes.lastName !== undefined) set.lastName = changes.lastName;
    if (changes.phone !== undefined && changes.phone !== current.phone) Object.assign(set, { phone: changes.phone, phoneVerifiedAt: null });
    if (Object.keys(set).length) await tx.update(users).set(set).where(eq(users.id, user.id));
    const newEmail = changes.email !== undefined && !sameAddress(changes.email, current.email) ? changes.email : null;
    if (newEmail) await requestEmailChange(tx, mailer, links, { ...user, firstName: set.firstName ?? current.firstName }, newEmail, now);
    return {
      profile: await showProfile(tx, user, now),
      message: newEmail ? profileMessages.emailChangeSent(newEmail) : profileMessages.saved,
    };
  });
}

/**
 * The public page a change-of-address link opens: spends the link (once, before it expires) and
 * makes its address the person's, verified; the old address is told. The link is the proof, so
 * no sign-in is needed.
 */
export function confirmEmailChange(db: DbOrTx, mailer: Mailer, token: string, now = new Date()) {
  return db.transaction(async (tx) => {
    const code = await consumeLink(tx, 'change_email', token, now);
    if (!code?.payload) throw new ApiError(422, [linkError()]);
    const email = code.payload;
    if (await addressInUse(tx, email, code.userId)) throw inUse();
    const [before] = await tx.select({ email: users.email }).from(users).where(eq(users.id, code.userId));
    // Taken by a signup that committed after the check above: the same answer as when it was taken before.
    await tx
      .update(users)
      .set({ email, emailVerifiedAt: now })
      .where(eq(users.id, code.userId))
      .catch((error: { code?: string; cause?: { code?: string } }) => {
        if ((error.cause?.code ?? error.code) === '23505') throw inUse();
        throw error;
      });
    await mailer.send(
      {
        to: before.email,
        subject: 'Your email address was changed',
        body: `The email address of your control panel account is now ${email}. If you did not do this, contact support at once.`,
      },
      tx,
    );
    return { email, message: profileMessages.emailChanged(email) };
  });
}

const inUse = () => new ApiError(422, [{ ...linkError(), code: 'taken', detail: profileMessages.emailInUse }]);

const linkError = () => ({
  status: '422',
  code: 'invalid_link',
  title: 'Invalid link',
  detail: profileMessages.emailLinkInvalid,
  source: { pointer: '/data/attributes/token' },
});
