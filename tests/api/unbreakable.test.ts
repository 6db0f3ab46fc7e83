import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, PASSWORD, startTestServer, type TestServer } from './helpers';

/**
 * The findings of the "Unbreakable" attack on the API (issue 8), one block each: every answer is a
 * 4xx in the JSON:API error format with words a person understands, and nothing changes.
 */
let server: TestServer;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer({ loginThrottle: { maxFailures: 5, windowMs: 15 * 60_000, baseLockMs: 30_000, maxLockMs: 15 * 60_000 } });
  for (const who of ['admin', 'staff', 'customer']) tokens[who] = await login(server.app, `${who}@demo.test`);
});
afterAll(() => server.close());

const call = (who: string | null, method: string, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
  server.app.inject({ method: method as 'GET', url, payload: payload as object, headers: { ...(who ? bearer(tokens[who]) : {}), ...headers } });

const count = async (table: string) =>
  Number(((await server.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] }).rows[0].n);

const lockdown = (accountId: unknown, type = 'soft') => ({ data: { type: 'lockdown', attributes: { accountId, type, reason: 'Test' } } });

describe('1. lockdowns never lock the back office out', () => {
  it('refuses to lock the provider’s own account, and staff still sign in', async () => {
    const before = await count('lockdowns');
    const own = await call('staff', 'POST', '/v1/admin/lockdown', lockdown(1));
    expect(own.statusCode).toBe(422);
    expect(own.json().errors[0]).toMatchObject({ detail: 'You cannot lock your own account.', source: { pointer: '/data/attributes/accountId' } });
    const byAdmin = await call('admin', 'POST', '/v1/admin/lockdown', lockdown(1));
    expect(byAdmin.json().errors[0].detail).toBe('You cannot lock your own account.');
    expect(await count('lockdowns')).toBe(before);
    expect((await call(null, 'POST', '/v1/auth/login', { username: 'staff@demo.test', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses to lock any account that holds staff or admins', async () => {
    const staffAccount = await server.database.db.execute(sql`insert into accounts (name) values ('Second office') returning id`);
    const accountId = (staffAccount as unknown as { rows: { id: number }[] }).rows[0].id;
    await server.database.db.execute(
      sql`insert into users (account_id, email, first_name, last_name, role, password_hash) values (${accountId}, 'second@demo.test', 'S', 'O', 'staff', 'x')`,
    );
    const response = await call('admin', 'POST', '/v1/admin/lockdown', lockdown(accountId));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe("This account belongs to the provider's staff and cannot be locked.");
  });

  it('lets only admins change or lift what an admin set', async () => {
    const made = await call('admin', 'POST', '/v1/admin/lockdown', lockdown(3));
    expect(made.statusCode).toBe(201);
    expect(made.json().data.attributes.setByAdmin).toBe(true);
    const id = made.json().data.id;
    for (const [method, payload] of [
      ['PATCH', { data: { type: 'lockdown', attributes: { type: 'hard' } } }],
      ['DELETE', undefined],
    ] as const) {
      const refused = await call('staff', method, `/v1/admin/lockdown/${id}`, payload);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errors[0].detail).toBe('Only an admin can change or lift a lockdown that an admin set.');
    }
    expect((await call('admin', 'DELETE', `/v1/admin/lockdown/${id}`)).statusCode).toBe(204);
  });

  it('never lets the provider’s account lose its last admin or be deleted', async () => {
    const db = server.database.db;
    await expect(db.execute(sql`delete from users where email = 'admin@demo.test'`)).rejects.toThrow();
    await expect(db.execute(sql`update users set role = 'staff' where email = 'admin@demo.test'`)).rejects.toThrow();
    await expect(db.execute(sql`delete from accounts where id = 1`)).rejects.toThrow();
    expect((await call(null, 'POST', '/v1/auth/login', { username: 'admin@demo.test', password: PASSWORD })).statusCode).toBe(200);
  });
});

describe('2 and 3. NUL characters are refused before any query', () => {
  it('refuses a checkout whose name holds a NUL, taking no money', async () => {
    const before = await count('checkouts');
    const attributes = { url: 'nul-shop', name: 'Shop\u0000', plan: 'pro', billingPeriod: 'monthly', location: 'osl-no', cms: 'wordpress' };
    const response = await call('customer', 'POST', '/v1/bolts/checkout', { data: { type: 'checkouts', attributes } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'This text contains a character that is not allowed (a NUL or an unpaired surrogate).',
      source: { pointer: '/data/attributes/name' },
    });
    expect(await count('checkouts')).toBe(before);
  });

  it('answers 422 signed out, in a query string, in a path and in an object key', async () => {
    const cases = [
      [null, 'POST', '/v1/auth/login', { username: 'a\u0000b@x.test', password: 'x' }, { pointer: '/username' }],
      ['customer', 'GET', '/v1/bolts?q=%00', undefined, { parameter: 'q' }],
      ['staff', 'GET', '/v1/admin/ip-blocks?q=a%00', undefined, { parameter: 'q' }],
      ['staff', 'DELETE', '/v1/admin/environments/1/addons/%00', undefined, { parameter: 'name' }],
      [
        'staff',
        'POST',
        '/v1/admin/ip-blocks',
        { data: { type: 'ip-blocks', attributes: { 'a\u0000': 1 } } },
        { pointer: '/data/attributes/a\u0000' },
      ],
      [
        'staff',
        'POST',
        '/v1/admin/ip-blocks',
        { data: { type: 'ip-blocks', attributes: { address: '192.0.2.1', reason: '\ud800' } } },
        { pointer: '/data/attributes/reason' },
      ],
    ] as const;
    for (const [who, method, url, payload, source] of cases) {
      const response = await call(who, method, url, payload);
      expect(response.statusCode, url).toBe(422);
      expect(response.json().errors[0].source, url).toEqual(source);
    }
  });
});

describe('4. prototype keys are no sort or filter', () => {
  it.each(['/v1/bolts', '/v1/bolts/1/environments', '/v1/ssh-keys'])('%s', async (list) => {
    for (const query of [
      'sort=__proto__',
      'sort=constructor',
      'filter[constructor]=x',
      'filter[toString]=x',
      'filter[valueOf]=x',
      'filter[__proto__]=x',
    ]) {
      const response = await call('customer', 'GET', `${list}?${query}`);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].source.parameter, query).toMatch(/^(sort|filter\[\w+\])$/);
    }
  });
});

describe('5. numbers past their column', () => {
  it('answers the field’s message for an id too large for any record', async () => {
    const response = await call('staff', 'POST', '/v1/admin/lockdown', lockdown(2147483648));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'Please select customer', source: { pointer: '/data/attributes/accountId' } });
    const trials = await call('staff', 'POST', '/v1/admin/bolts/check-trials', { data: { type: 'bolts', attributes: { customerId: 99999999999 } } });
    expect(trials.json().errors[0]).toMatchObject({ detail: 'Please select customer', source: { pointer: '/data/attributes/customerId' } });
  });

  it('answers 422 on the filter for a value past the column', async () => {
    const response = await call('customer', 'GET', '/v1/bolts?filter[customerId]=99999999999');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'filter[customerId] takes whole numbers (at most 2147483647), separated by commas.',
      source: { parameter: 'filter[customerId]' },
    });
  });
});

describe('6. sign-in holds against guessing one account from many addresses', () => {
  const attempt = (username: string, password: string, i: number) =>
    server.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password }, remoteAddress: `203.0.113.${i}` });

  it('pauses the account after 5 failures, with the same answers for an unknown e-mail', async () => {
    for (const username of ['other@demo.test', 'nobody@demo.test']) {
      const answers = [];
      for (let i = 0; i < 6; i++) answers.push(await attempt(username, 'wrong-password', i));
      expect(answers.slice(0, 4).map((r) => r.statusCode)).toEqual([401, 401, 401, 401]);
      expect(answers[4].statusCode).toBe(429);
      expect(Number(answers[5].headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(answers[5].headers['retry-after'])).toBeLessThanOrEqual(30);
      expect(answers[5].json().errors[0].detail).toBe(
        'Too many failed sign-ins for this account. Please try again in 1 minute, or reset your password.',
      );
      // The right password waits too, from yet another address.
      expect((await attempt(username, PASSWORD, 99)).statusCode).toBe(429);
    }
  });

  it('lets the person in once the pause is over, and starts the count again', async () => {
    await server.database.db.execute(sql`update login_failures set locked_until = now() - interval '1 second'`);
    expect((await attempt('other@demo.test', PASSWORD, 100)).statusCode).toBe(200);
    expect((await attempt('other@demo.test', 'wrong-password', 101)).statusCode).toBe(401);
  });
});

describe('7. answers that must not be kept or misread', () => {
  it('marks every API answer, and those with a token, Cache-Control: no-store', async () => {
    const signIn = await call(null, 'POST', '/v1/auth/login', { username: 'customer@demo.test', password: PASSWORD });
    expect(signIn.headers['cache-control']).toBe('no-store');
    const info = await call(null, 'GET', `/v1/auth/user-info?access_token=${signIn.json().data.token}`);
    expect(info.headers['cache-control']).toBe('no-store');
    expect((await call('customer', 'GET', '/v1/bolts')).headers['cache-control']).toBe('no-store');
  });

  it('refuses a purge whose document is of another type', async () => {
    const response = await call('customer', 'POST', '/v1/environments/1/purge_cache', { data: { type: 'bolts', attributes: { tags: ['a'] } } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'This must be "environments".', source: { pointer: '/data/type' } });
  });

  it('answers addresses the router refuses in the error format', async () => {
    const cases = [
      ['/v1/bolts/%E0%A4%A', 400, 'The address holds a character encoding that is not valid (a stray % or broken UTF-8).'],
      [`/v1/bolts/${'9'.repeat(101)}`, 414, 'A part of the address is too long.'],
    ] as const;
    for (const [url, status, detail] of cases) {
      const response = await call('customer', 'GET', url);
      expect(response.statusCode, url).toBe(status);
      expect(response.json().errors[0].detail, url).toBe(detail);
    }
  });

  it('turns validator texts into field messages', async () => {
    const array = await call('staff', 'POST', '/v1/admin/ip-blocks', []);
    expect(array.json().errors[0]).toMatchObject({ detail: 'Please give an object of named values.', source: { pointer: '/' } });
    const extra = await call('customer', 'POST', '/v1/ssh-keys', { data: { type: 'ssh-keys', attributes: { sshkey: 'x', colour: 'red' } } });
    expect(extra.json().errors).toContainEqual(
      expect.objectContaining({ detail: 'Unknown attribute: colour.', source: { pointer: '/data/attributes/colour' } }),
    );
    const broken = await server.app.inject({
      method: 'POST',
      url: '/v1/admin/ip-blocks',
      headers: { ...bearer(tokens.staff), 'content-type': 'application/json' },
      payload: '{"data":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().errors[0].detail).toBe('The request body is not valid JSON.');
  });
});
