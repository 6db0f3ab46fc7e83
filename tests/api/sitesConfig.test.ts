import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { environments } from '../../server/db/schema';
import { makeCustomerAccount } from './accountFixtures';
import { bearer, startTestServer, type TestServer } from './helpers';
import { mintToken } from './probe';

let server: TestServer;
const tokens = {} as Record<'customer' | 'staff' | 'admin', string>;
let tess: Awaited<ReturnType<typeof makeCustomerAccount>>;
let siteId: number;
const db = () => server.database.db;

beforeAll(async () => {
  server = await startTestServer({}, { logLevel: 'error', logStream: { write: (line: string) => void process.stderr.write(line) } });
  for (const who of ['customer', 'staff', 'admin'] as const) tokens[who] = await mintToken(server.database, `${who}@demo.test`);
  tess = await makeCustomerAccount(db(), { email: 'tess-config@example.test', withData: true });
  [{ id: siteId }] = await db().select({ id: environments.id }).from(environments).where(eq(environments.boltId, tess.bolt!.id));
}, 120_000);
afterAll(() => server.close());

type Who = keyof typeof tokens;
const call = (who: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, type?: string, attributes?: Record<string, unknown>) =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), ...(type ? { payload: { data: { type, attributes } } } : {}) });
const patchSite = (who: Who, attributes: Record<string, unknown>) =>
  call(who, 'PATCH', `/v1/admin/environments/${siteId}`, 'environments', attributes);
const site = async () => (await call('admin', 'GET', `/v1/admin/environments/${siteId}`)).json().data.attributes;

/** The rebuilds a change started, newest first. */
const rebuilds = async (filter: string) => (await call('staff', 'GET', `/v1/admin/rebuild-sites-config?${filter}`)).json().data;
/** Waits for the job queue to work through a rebuild (the job polls every second). */
const finished = (id: string) =>
  vi.waitFor(
    async () => {
      const rebuild = (await call('staff', 'GET', `/v1/admin/rebuild-sites-config/${id}`)).json().data;
      expect(rebuild.attributes.finishedAt).not.toBeNull();
      return rebuild;
    },
    { timeout: 30_000, interval: 200 },
  );

describe('admin-only site settings (spec 1 §6)', () => {
  it('lets only admins disable a site, and its server then serves the disabled page', async () => {
    const byStaff = await patchSite('staff', { enabled: false });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().errors[0].detail).toBe('Only admins can disable or enable a site.');
    expect((await site()).enabled).toBe(true);

    const byAdmin = await patchSite('admin', { enabled: false });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().meta.message).toBe('site disabled');
    const [rebuild] = await rebuilds(`filter[reason]=site-settings`);
    expect((await finished(rebuild.id)).attributes).toMatchObject({ sites: 1, done: 1, failed: 0, reason: 'site-settings' });
    expect(await site()).toMatchObject({ enabled: false, serving: 'disabled' });

    await patchSite('admin', { enabled: true });
    const [again] = await rebuilds(`filter[reason]=site-settings`);
    await finished(again.id);
    expect(await site()).toMatchObject({ enabled: true, serving: 'site' });
  });

  it('lets only admins set a reverse proxy, to an http or https address', async () => {
    expect((await patchSite('staff', { reverseProxy: 'https://upstream.example.net' })).json().errors[0].detail).toBe(
      'Only admins can set a reverse proxy.',
    );
    const bad = await patchSite('admin', { reverseProxy: 'ftp://upstream.example.net' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toMatchObject({
      detail: 'reverseProxy must be an http or https address, or null.',
      source: { pointer: '/data/attributes/reverseProxy' },
    });
    const set = await patchSite('admin', { reverseProxy: 'https://upstream.example.net:8443' });
    expect(set.json()).toMatchObject({
      data: { attributes: { reverseProxy: 'https://upstream.example.net:8443' } },
      meta: { message: 'reverse proxy updated' },
    });
    expect((await patchSite('admin', { reverseProxy: null })).json().data.attributes.reverseProxy).toBeNull();
  });
});

describe('a hard lockdown suspends the sites', () => {
  it("serves the account-suspended page on the account's sites until it is lifted", async () => {
    const locked = await call('staff', 'POST', '/v1/admin/lockdown', 'lockdown', {
      accountId: tess.account.id,
      type: 'hard',
      reason: 'Unpaid and unreachable',
    });
    expect(locked.statusCode).toBe(201);
    const [rebuild] = await rebuilds(`filter[accountId]=${tess.account.id}`);
    expect((await finished(rebuild.id)).attributes).toMatchObject({ reason: 'lockdown', sites: 1, done: 1 });
    expect((await site()).serving).toBe('suspended');

    expect((await call('staff', 'DELETE', `/v1/admin/lockdown/${locked.json().data.id}`)).statusCode).toBe(204);
    const [lifted] = await rebuilds(`filter[accountId]=${tess.account.id}`);
    expect(lifted.id).not.toBe(rebuild.id);
    await finished(lifted.id);
    expect((await site()).serving).toBe('site');
  });
});

describe('POST admin/rebuild-sites-config', () => {
  it('rebuilds chosen sites as a job with a result per site, a failing server named', async () => {
    const [failing] = await db()
      .insert(environments)
      .values({ boltId: tess.bolt!.id, title: 'fail-config site', name: `failcfg${tess.account.id}`, location: 'osl-no' })
      .returning();
    const started = await call('admin', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { environmentIds: [siteId, failing.id] });
    expect(started.statusCode).toBe(201);
    expect(started.json().data.attributes).toMatchObject({ kind: 'config', reason: 'requested', sites: 2 });
    const rebuild = await finished(started.json().data.id);
    expect(rebuild.attributes).toMatchObject({ done: 1, failed: 1 });
    const sites = (await call('staff', 'GET', `/v1/admin/rebuild-sites-config/${rebuild.id}/sites`)).json().data;
    expect(sites.map((s: { attributes: object }) => s.attributes)).toEqual([
      expect.objectContaining({ environmentId: siteId, status: 'done', serving: 'site', message: null }),
      expect.objectContaining({
        environmentId: failing.id,
        status: 'failed',
        message: `The server could not write the configuration of ${failing.name}.`,
      }),
    ]);
  });

  it("rebuilds PHP of a server's sites", async () => {
    const started = await call('admin', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { kind: 'php', serverId: 1 });
    expect(started.statusCode).toBe(201);
    const rebuild = await finished(started.json().data.id);
    expect(rebuild.attributes).toMatchObject({ kind: 'php', serverId: 1, failed: 0 });
    expect(rebuild.attributes.sites).toBeGreaterThan(0);
  });

  it('is for admins only, and refuses what it cannot rebuild without starting anything', async () => {
    const before = (await rebuilds('per_page=100')).length;
    expect((await call('staff', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { serverId: 1 })).statusCode).toBe(403);
    expect((await call('customer', 'GET', '/v1/admin/rebuild-sites-config')).statusCode).toBe(403);
    const both = await call('admin', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { serverId: 1, environmentIds: [siteId] });
    expect(both.json().errors[0].detail).toBe('Please choose the server or the sites to rebuild.');
    const unknown = await call('admin', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { environmentIds: [siteId, 999999] });
    expect(unknown.json().errors[0]).toMatchObject({ status: '422', detail: 'One of the chosen sites does not exist.' });
    const noServer = await call('admin', 'POST', '/v1/admin/rebuild-sites-config', 'rebuild-sites-config', { serverId: 999999 });
    expect(noServer.json().errors[0]).toMatchObject({ status: '422', detail: 'Please choose a server.' });
    expect((await rebuilds('per_page=100')).length).toBe(before);
    expect((await call('staff', 'GET', '/v1/admin/rebuild-sites-config/999999/sites')).statusCode).toBe(404);
  });
});
