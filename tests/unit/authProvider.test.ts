import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../api/helpers';
import { installBrowserGlobals } from './browserGlobals';
import { authProvider } from '../../src/authProvider';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import { login, MfaRequiredError, startSession } from '../../src/authProvider/login';
import { hasNoToken, readLoginNotice } from '../../src/authProvider/loginNotice';
import { signInWithToken, URL_TOKEN_LIFETIME_MS } from '../../src/authProvider/tokenLogin';
import { readToken, REDIRECT_KEY, THEME_KEY, type AccessToken } from '../../src/authProvider/tokenStore';
import { toHttpErrorBody } from '../../src/dataProvider/errorBody';

let server: TestServer;
let fetcher: typeof fetch;

beforeAll(async () => {
  server = await startTestServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fetcher = (input, init) => fetch(`${base}${input}`, init);
});
afterAll(() => server.close());

const httpError = (status: number, body: unknown) => ({ status, body: toHttpErrorBody(status, body) });

describe('login (spec 1 §8)', () => {
  beforeEach(() => installBrowserGlobals('/login'));

  it('stores the Access-token record and returns to the remembered path', async () => {
    sessionStorage.setItem(REDIRECT_KEY, '/ip-blocks?page=2');
    const result = await login('staff@demo.test', 'demo-password-1', fetcher);
    expect(result).toEqual({ redirectTo: '/ip-blocks?page=2' });
    const token = readToken();
    expect(token).toMatchObject({
      accountEmail: 'staff@demo.test',
      isServeboltStaff: true,
      isServeboltAdmin: false,
      accountFullName: 'Stian Staff Larsen',
    });
    expect(token!.expiry).toBeGreaterThan(Date.now());
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('shows the spec text for a 401', async () => {
    await expect(login('staff@demo.test', 'wrong-password', fetcher)).rejects.toThrow(
      'Invalid email or password. Please try again or reset your password.',
    );
    expect(readToken()).toBeNull();
  });

  it('sends a blocked account to /blocked without a session', async () => {
    expect(await login('locked@demo.test', 'demo-password-1', fetcher)).toEqual({ redirectTo: '/blocked' });
    expect(readToken()).toBeNull();
  });

  it('signs an account with unpaid invoices in, to /blocked where it pays them', async () => {
    expect(await login('unpaid@demo.test', 'demo-password-1', fetcher)).toEqual({ redirectTo: '/blocked' });
    expect(readToken()).toMatchObject({ accountEmail: 'unpaid@demo.test', unpaidInvoices: 2 });
  });

  it('reports an unreadable answer', async () => {
    const broken: typeof fetch = async () => new Response('<html>', { status: 502 });
    await expect(login('a@b.test', 'x', broken)).rejects.toThrow('Could not read response from the server');
  });
});

describe('logout with returnTo (spec 1 §7)', () => {
  beforeEach(() => {
    installBrowserGlobals('/bolts/1');
    localStorage.setItem(THEME_KEY, 'dark');
  });

  it('lands on the sign-in page carrying the page to come back to, keeping only the theme', async () => {
    localStorage.setItem('auth', JSON.stringify({ token: 't', expiry: Date.now() - 1 }));
    expect(await authProvider.logout({ returnTo: '/bolts/1/environments/2/cronjobs?page=2' })).toBe(
      '/login?returnTo=%2Fbolts%2F1%2Fenvironments%2F2%2Fcronjobs%3Fpage%3D2',
    );
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
  });

  it.each([undefined, '/', '/login', '/reset-password?token=secret', 'https://evil.test/', '//evil.test', '/\\evil.test', 'javascript:alert(1)'])(
    'lands on the plain sign-in page for returnTo %j',
    async (returnTo) => {
      expect(await authProvider.logout({ returnTo })).toBe('/login');
    },
  );

  /** A session as a sign-in stores it; where it goes depends on the sign-in page's address only. */
  const session = { token: 't', expiry: Date.now() + 3_600_000, signupState: 'signup_complete', unpaidInvoices: 0 } as AccessToken;

  it('signing in again goes to the returnTo, before a remembered path', () => {
    const location = installBrowserGlobals('/login');
    location.search = '?returnTo=%2Fip-blocks%3Fpage%3D3';
    sessionStorage.setItem(REDIRECT_KEY, '/servers');
    expect(startSession(session)).toEqual({ redirectTo: '/ip-blocks?page=3' });
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it('keeps the returnTo when the pages still mounted after a logout check their session', async () => {
    const location = installBrowserGlobals('/login');
    location.search = '?returnTo=%2Fip-blocks%3Fpage%3D3';
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?returnTo=%2Fip-blocks%3Fpage%3D3' });
  });

  it.each(['//evil.test', 'https://evil.test/', '/\\evil.test', '/login'])('ignores returnTo %j on signing in again', (returnTo) => {
    const location = installBrowserGlobals('/login');
    location.search = `?returnTo=${encodeURIComponent(returnTo)}`;
    expect(startSession(session)).toEqual({ redirectTo: '/' });
  });
});

describe('checkError (spec 1 §8)', () => {
  beforeEach(() => {
    const location = installBrowserGlobals('/servers/3');
    location.search = '?tab=bolts';
    // A session valid for the whole test, however slowly it runs.
    localStorage.setItem('auth', JSON.stringify({ token: 't', expiry: Date.now() + 3_600_000 }));
    localStorage.setItem(THEME_KEY, 'dark');
  });

  it('401 logs out, keeps the theme and remembers the path', async () => {
    await expect(authProvider.checkError(httpError(401, { errors: [{ title: 'Unauthorized' }] }))).rejects.toMatchObject({
      redirectTo: '/login',
    });
    expect(localStorage.getItem('auth')).toBeNull();
    expect(localStorage.getItem(THEME_KEY)).toBe('dark');
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/servers/3?tab=bolts');
  });

  it('401 leaves the sign-in page the spec’s text to show, not the no-token flag', async () => {
    await expect(authProvider.checkError(httpError(401, { errors: [{ title: 'Unauthorized' }] }))).rejects.toMatchObject({ message: false });
    expect(readLoginNotice()).toEqual({ severity: 'error', text: 'Authentication failed. Please log in again.' });
    expect(hasNoToken()).toBe(false);
  });

  it('checkAuth without a token sets the no-token flag and says nothing', async () => {
    localStorage.removeItem('auth');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login', message: false });
    expect(hasNoToken()).toBe(true);
    expect(readLoginNotice()).toBeNull();
  });

  it('never remembers a public page such as a reset link', async () => {
    const location = installBrowserGlobals('/reset-password');
    location.search = '?token=secret';
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBeNull();
  });

  it.each(['403001', '403002'])('403 %s goes to /blocked', async (code) => {
    await expect(authProvider.checkError(httpError(403, { errors: [{ code }] }))).rejects.toMatchObject({
      redirectTo: '/blocked',
      logoutUser: false,
    });
  });

  it('404 Invalid URI goes to landing; other errors stay', async () => {
    await expect(authProvider.checkError(httpError(404, { errors: [{ title: 'Invalid URI' }] }))).rejects.toMatchObject({
      redirectTo: '/',
    });
    await expect(authProvider.checkError(httpError(404, { errors: [{ title: 'Resource not found' }] }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(httpError(403, { errors: [{ code: 'forbidden' }] }))).resolves.toBeUndefined();
    await expect(authProvider.checkError(httpError(422, { errors: [] }))).resolves.toBeUndefined();
  });

  it('checkAuth rejects an expired token and remembers where the user was', async () => {
    localStorage.setItem('auth', JSON.stringify({ token: 't', expiry: Date.now() - 1 }));
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    expect(sessionStorage.getItem(REDIRECT_KEY)).toBe('/servers/3?tab=bolts');
  });
});

describe('sign-in with MFA on', () => {
  beforeEach(() => installBrowserGlobals('/login'));

  it('asks for a code, refuses a wrong one, and forgets the no-token flag and notice once signed in', async () => {
    await server.database.db.update(users).set({ mfaSecret: 'JBSWY3DPEHPK3PXP', mfaEnabledAt: new Date() }).where(eq(users.email, 'admin@demo.test'));
    try {
      await expect(login('admin@demo.test', 'demo-password-1', fetcher)).rejects.toEqual(expect.objectContaining({ wrongCode: false }));
      const wrong = await login('admin@demo.test', 'demo-password-1', fetcher, 'abcdef').catch((error: unknown) => error);
      expect(wrong).toBeInstanceOf(MfaRequiredError);
      expect(wrong).toMatchObject({ wrongCode: true, message: 'The code is not valid. Please try again.' });
      expect(readToken()).toBeNull();
    } finally {
      await server.database.db.update(users).set({ mfaSecret: null, mfaEnabledAt: null }).where(eq(users.email, 'admin@demo.test'));
    }
  });
});

describe('/auth: a token supplied by URL (spec 1 §9)', () => {
  beforeEach(() => installBrowserGlobals('/auth'));

  it('keeps a valid token for now + 864000000 ms and goes where a sign-in goes', async () => {
    const token = (await login('staff@demo.test', 'demo-password-1', fetcher)) && readToken()!.token;
    installBrowserGlobals('/auth');
    sessionStorage.setItem('noToken', 'true');
    const now = 1_800_000_000_000;
    expect(await signInWithToken(token, fetcher, now)).toEqual({ redirectTo: '/' });
    expect(readToken()).toMatchObject({ token, expiry: now + URL_TOKEN_LIFETIME_MS, accountEmail: 'staff@demo.test' });
    expect(URL_TOKEN_LIFETIME_MS).toBe(864_000_000);
    expect(hasNoToken()).toBe(false);
  });

  it('refuses an unknown token with the authentication failure text', async () => {
    await expect(signInWithToken('not-a-token', fetcher)).rejects.toThrow('Authentication failed. Please log in again.');
    expect(readToken()).toBeNull();
  });
});
