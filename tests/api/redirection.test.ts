import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'staff';

let server: TestServer;
const tokens = {} as Record<Who, string>;
const site = { current: 0, legacy: 0, other: 0 };
/** The server host of each site, the example host of the spec 2 §5 messages. */
const host = { current: '', legacy: '' };

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'staff'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const ofBolt = async (boltId: number) =>
    (await db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(environments.id))[0].id;
  Object.assign(site, { current: await ofBolt(1), legacy: await ofBolt(2), other: await ofBolt(5) });
  await db().update(environments).set({ isLegacy: true }).where(eq(environments.id, site.legacy));
  host.current = (await get('customer', site.current)).hostname;
  host.legacy = (await get('customer', site.legacy)).hostname;
});
afterAll(() => server.close());

const db = () => server.database.db;
const get = async (who: Who, id: number) =>
  (await server.app.inject({ method: 'GET', url: `/v1/${who === 'staff' ? 'admin/' : ''}environments/${id}`, headers: bearer(tokens[who]) })).json()
    .data.attributes;
const patch = (who: Who, id: number, attributes: Record<string, unknown>) =>
  server.app.inject({
    method: 'PATCH',
    url: `/v1/${who === 'staff' ? 'admin/' : ''}environments/${id}`,
    headers: bearer(tokens[who]),
    payload: { data: { type: 'environments', attributes } },
  });
const row = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
const redirection = ({ forceHttps, forceHttpsDomain, forceDomain, forceDomainHttps }: Awaited<ReturnType<typeof row>>) => ({
  forceHttps,
  forceHttpsDomain,
  forceDomain,
  forceDomainHttps,
});

describe('force HTTPS on current sites: a flag', () => {
  it.each([
    [true, 'true'],
    ['false', 'false'],
    ['true', 'true'],
    [false, 'false'],
  ])('takes %j and shows forceHTTPS %j with the spec 2 §8 text', async (value, shown) => {
    const response = await patch('customer', site.current, { forceHTTPS: value });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.forceHTTPS).toBe(shown);
    expect(response.json().meta).toEqual({ message: 'redirection settings updated' });
    expect((await row(site.current)).forceHttps).toBe(shown === 'true');
  });

  it.each(['yes', 'example.com', ''])('refuses %j and writes nothing', async (value) => {
    await patch('customer', site.current, { forceHTTPS: true });
    const response = await patch('customer', site.current, { forceHTTPS: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: 'forceHTTPS must be true, false or a domain.',
      source: { pointer: '/data/attributes/forceHTTPS' },
    });
    expect((await row(site.current)).forceHttps).toBe(true);
  });
});

describe('force HTTPS on legacy sites: a domain', () => {
  it('strips the scheme and trailing slash and shows the redirect target', async () => {
    const response = await patch('customer', site.legacy, { forceHTTPS: 'HTTP://Old.Example.com/' });
    expect(response.json().data.attributes).toMatchObject({ forceHTTPS: 'old.example.com', redirectTarget: 'https://old.example.com' });
    expect(response.json().meta).toEqual({ message: 'redirection settings updated' });
  });

  it.each(['not a domain', 'old.example.com/path', true])('refuses %j with "Please enter a valid domain, e.g. {host}"', async (value) => {
    const before = redirection(await row(site.legacy));
    const response = await patch('customer', site.legacy, { forceHTTPS: value });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      detail: `Please enter a valid domain, e.g. ${host.legacy}`,
      source: { pointer: '/data/attributes/forceHTTPS' },
    });
    expect(redirection(await row(site.legacy))).toEqual(before);
  });

  it('is optional: an empty value removes it', async () => {
    const response = await patch('customer', site.legacy, { forceHTTPS: '' });
    expect(response.json().data.attributes).toMatchObject({ forceHTTPS: '', redirectTarget: null });
    expect((await row(site.legacy)).forceHttpsDomain).toBeNull();
  });
});

describe('domain-based redirect (forceDomain)', () => {
  it('sets {https, domain}, normalised, and the admin-settings target', async () => {
    const response = await patch('customer', site.current, { forceDomain: { https: true, domain: 'https://www.example.com/' } });
    expect(response.json().data.attributes).toMatchObject({
      forceDomain: { https: true, domain: 'www.example.com' },
      redirectTarget: 'https://www.example.com',
    });
    expect(response.json().meta).toEqual({ message: 'redirection settings updated' });
    const http = await patch('customer', site.current, { forceDomain: { https: false, domain: 'example.org' } });
    expect(http.json().data.attributes.redirectTarget).toBe('http://example.org');
  });

  it.each([
    [{ https: true, domain: 'not a url' }, '/data/attributes/forceDomain/domain', (): string => `Please enter a valid URL, e.g. ${host.current}`],
    [
      { https: true, domain: 'https://example.com/shop' },
      '/data/attributes/forceDomain/domain',
      (): string => `Please enter a valid URL, e.g. ${host.current}`,
    ],
    ['example.com', '/data/attributes/forceDomain', (): string => 'forceDomain must hold https and domain, or be null.'],
    [{ https: true }, '/data/attributes/forceDomain', (): string => 'forceDomain must hold https and domain, or be null.'],
  ])('refuses %j and writes nothing', async (value, pointer, detail) => {
    const before = redirection(await row(site.current));
    const response = await patch('customer', site.current, { forceDomain: value, forceHTTPS: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ detail: detail(), source: { pointer } }));
    expect(redirection(await row(site.current))).toEqual(before);
  });

  it('is removed by null or an empty domain ("Delete redirect settings")', async () => {
    await patch('customer', site.current, { forceDomain: { https: true, domain: 'example.com' } });
    const removed = await patch('customer', site.current, { forceDomain: null, forceHTTPS: false });
    expect(removed.json().data.attributes).toMatchObject({ forceDomain: null, forceHTTPS: 'false', redirectTarget: null });
    await patch('customer', site.current, { forceDomain: { https: true, domain: 'example.com' } });
    const empty = await patch('customer', site.current, { forceDomain: { https: true, domain: '' } });
    expect(empty.json().data.attributes.forceDomain).toBeNull();
  });
});

describe('access', () => {
  it('hides another account’s site; staff set its redirect through admin/', async () => {
    expect((await patch('customer', site.other, { forceHTTPS: true })).statusCode).toBe(404);
    expect((await row(site.other)).forceHttps).toBe(false);
    const staff = await patch('staff', site.other, { forceDomain: { https: true, domain: 'news.example.com' } });
    expect(staff.json().data.attributes.redirectTarget).toBe('https://news.example.com');
    expect((await get('staff', site.other)).forceDomain).toEqual({ https: true, domain: 'news.example.com' });
  });
});
