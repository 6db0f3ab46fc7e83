import type { FastifyInstance } from 'fastify';
import { PASSWORD } from './database.js';

/** Rows per page in every measured list: the panel's default. */
export const PER_PAGE = 15;

const tokenOf = (status: number, body: string, email: string) => {
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status} ${body.slice(0, 200)}`);
  return { authorization: `Bearer ${(JSON.parse(body) as { data: { token: string } }).data.token}` };
};

/** The Authorization header of a demo user signed in over HTTP. */
export async function signIn(origin: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${origin}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD }),
  });
  return tokenOf(response.status, await response.text(), email);
}

/** The same, signed in to an app built in this process. */
export async function signInInject(app: FastifyInstance, email: string): Promise<Record<string, string>> {
  const response = await app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username: email, password: PASSWORD } });
  return tokenOf(response.statusCode, response.body, email);
}
