import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/auth/password';
import type { Db } from '../../server/db/client';
import { accounts, outbox, users } from '../../server/db/schema';
import { PASSWORD } from './helpers';

let made = 0;

/** A customer of an account of their own with the demo password, for tests that change a person (MFA, passwords). */
export async function addPerson(db: Db, name: string) {
  made++;
  const email = `${name}-${made}@people.test`;
  const [account] = await db
    .insert(accounts)
    .values({ name: `${name} ${made} AS` })
    .returning();
  const [user] = await db
    .insert(users)
    .values({ accountId: account.id, email, firstName: name, lastName: 'Tester', passwordHash: await hashPassword(PASSWORD) })
    .returning();
  return { id: user.id, email };
}

/** POST auth/login as a person would send it. */
export const postLogin = (app: FastifyInstance, username: string, password = PASSWORD, code?: string) =>
  app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password, ...(code === undefined ? {} : { code }) } });

/** The mails the sandbox mailer kept for an address, oldest first. */
export const mailsTo = (db: Db, to: string) => db.select().from(outbox).where(eq(outbox.to, to)).orderBy(outbox.id);
