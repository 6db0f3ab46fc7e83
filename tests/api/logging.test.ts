import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_HEADER } from '../../server/http/logging';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';

/** A value a failing query is given, as a token hash or a key would be: it must not reach the log. */
const SECRET_PARAM = 'a-secret-parameter';

let server: TestServer;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown> & { reqId?: string; level: number; msg: string });
let token: string;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      logLevel: 'info',
      logStream: { write: (line) => void lines.push(line) },
      // A query that fails with a secret among its parameters, as a real fault would.
      routes: (app) => app.get('/v1/test/failing-query', async () => app.db.execute(sql`select ${SECRET_PARAM}::text, 1 / 0`)),
    },
  );
  token = await login(server.app, 'customer@demo.test');
});
afterAll(() => server.close());

describe('the log', () => {
  it('names each request by an id that its answer carries, a proxy’s own id if it is a safe one', async () => {
    const own = await server.app.inject({ url: '/v1/bolts', headers: { ...bearer(token), [REQUEST_ID_HEADER]: 'lb-4711' } });
    expect(own.headers[REQUEST_ID_HEADER]).toBe('lb-4711');
    const made = await server.app.inject({ url: '/v1/bolts', headers: { ...bearer(token), [REQUEST_ID_HEADER]: 'two words\n{"forged":1}' } });
    expect(made.headers[REQUEST_ID_HEADER]).toMatch(/^[0-9a-f-]{36}$/);
    const ofOwn = entries().filter((entry) => entry.reqId === 'lb-4711');
    expect(ofOwn.map((entry) => entry.msg)).toEqual(['incoming request', 'request completed']);
    expect(entries().some((entry) => entry.reqId === made.headers[REQUEST_ID_HEADER])).toBe(true);
  });

  it('logs a refusal (424) of a server of the data plane with its cause', async () => {
    const refused = await server.app.inject({
      method: 'POST',
      url: '/v1/bolts/1/databases',
      headers: bearer(token),
      payload: { data: { type: 'databases', attributes: { name: 'fail-logged' } } },
    });
    expect(refused.statusCode).toBe(424);
    const [logged] = entries().filter((entry) => entry.reqId === refused.headers[REQUEST_ID_HEADER] && entry.level === 50);
    const err = logged.err as { message: string; stack: string; statusCode: number };
    expect(err.statusCode).toBe(424);
    expect(err.message).toMatch(/^Could not create the database\. Please try again later\.: .+/);
    expect(err.stack).toContain('caused by: ');
  });

  it('logs an unexpected 500 with its cause, while the answer says no more than "Unexpected error"', async () => {
    const failed = await server.app.inject({ url: '/v1/test/failing-query', headers: bearer(token) });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ errors: [expect.objectContaining({ status: '500', detail: 'Unexpected error' })], message: 'Unexpected error' });
    const [logged] = entries().filter((entry) => entry.reqId === failed.headers[REQUEST_ID_HEADER] && entry.level === 50);
    const err = logged.err as { message: string; stack: string };
    expect(err.message).toContain('Failed query: select $1::text, 1 / 0');
    expect(err.message).toContain('params: [Redacted]');
    expect(err.message).toContain('division by zero');
  });

  it('holds no password, token or secret of any request', async () => {
    await server.app.inject({ url: `/v1/auth/user-info?access_token=${token}` });
    await server.app.inject({ url: '/v1/environments/1', headers: { ...bearer(token), cookie: `session=${token}` } });
    const log = lines.join('');
    expect(log).toContain('access_token=[Redacted]');
    for (const secret of [PASSWORD, token, SECRET_PARAM]) expect(log).not.toContain(secret);
  });
});
