import { desc, eq } from 'drizzle-orm';
import type { TestServer } from './helpers';
import { outbox, smsOutbox } from '../../server/db/schema';

/** A signup's attributes that pass every rule; each test overrides what it is about. */
export const validSignup = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Kari',
  lastName: 'Nordmann',
  email: 'kari@example.test',
  password: 'fjord lantern 47 quietly',
  phone: '912 34 567',
  country: 'NO',
  currency: 'EUR',
  company: 'Fjord Pixels AS',
  ...overrides,
});

export const postSignup = (server: TestServer, attributes: Record<string, unknown>) =>
  server.app.inject({ method: 'POST', url: '/v1/auth/signup', payload: { data: { type: 'signups', attributes } } });

/** The latest mail the sandbox kept for `to`. */
export async function latestMail(server: TestServer, to: string) {
  const [mail] = await server.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1);
  return mail;
}

/** The latest SMS the sandbox kept for `to`. */
export async function latestSms(server: TestServer, to: string) {
  const [sms] = await server.database.db.select().from(smsOutbox).where(eq(smsOutbox.to, to)).orderBy(desc(smsOutbox.id)).limit(1);
  return sms;
}

/** The token of the /verify-email link in a mail body. */
export const linkToken = (body: string) => new URL(/https?:\/\/\S+/.exec(body)![0]).searchParams.get('token')!;

export const codeOf = (body: string) => /\b\d{6}\b/.exec(body)![0];

export const verifyEmailCall = (server: TestServer, token: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/auth/signup/verify-email',
    payload: { data: { type: 'email-verifications', attributes: { token } } },
  });

/** Signs up and follows the mailed link: the new person's session token. */
export async function signedUp(server: TestServer, overrides: Record<string, unknown> = {}) {
  const attributes = validSignup(overrides);
  const answer = await postSignup(server, attributes);
  if (answer.statusCode !== 202) throw new Error(`signup: ${answer.statusCode} ${answer.body}`);
  const mail = await latestMail(server, String(attributes.email));
  const verified = await verifyEmailCall(server, linkToken(mail.body));
  if (verified.statusCode !== 200) throw new Error(`verify-email: ${verified.statusCode} ${verified.body}`);
  return verified.json().data.token as string;
}
