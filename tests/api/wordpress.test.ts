import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { environments, wordpressRuns } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** Spec 2 §7 POST environments/{id}/install-wordpress and optimize-wordpress, run as durable jobs. */
vi.hoisted(() => {
  // The sandbox's runs take half a second here (3 s by default).
  process.env.WORDPRESS_SANDBOX_MS = '500';
});

type Who = 'customer' | 'other' | 'staff' | 'admin';
let server: TestServer;
const tokens = {} as Record<Who, string>;
const sites = {} as { own: number; failing: number; others: number };

beforeAll(async () => {
  // The wordpress-run job is picked up within half a second.
  server = await startTestServer({ jobPollingSeconds: 0.5 });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const siteIds = async (boltId: number) =>
    (await server.database.db.select({ id: environments.id }).from(environments).where(eq(environments.boltId, boltId))).map((s) => s.id);
  const acme = await siteIds(1);
  [sites.own, sites.failing, sites.others] = [acme[0], acme[1], (await siteIds(5))[0]];
  // A title starting with fail- makes the sandbox server fail the run with its reason.
  await server.database.db.update(environments).set({ title: 'fail-wordpress' }).where(eq(environments.id, sites.failing));
});
afterAll(() => server?.close());

const call = (who: Who, method: 'GET' | 'POST', url: string) => server.app.inject({ method, url, headers: bearer(tokens[who]) });
const prefix = (who: Who) => (who === 'staff' || who === 'admin' ? '/v1/admin' : '/v1');

/** The site's runs, read until none is running (at most 20 s). */
async function settled(siteId: number, who: Who = 'customer') {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { data } = (await call(who, 'GET', `${prefix(who)}/environments/${siteId}/wordpress`)).json();
    if (!data.some((run: { attributes: { status: string } }) => run.attributes.status === 'running')) return data;
    if (Date.now() > deadline) throw new Error(`the run did not settle: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('install-wordpress and optimize-wordpress', () => {
  it('have no runs before the first', async () => {
    const response = await call('customer', 'GET', `/v1/environments/${sites.own}/wordpress`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: [] });
  });

  it('answer at once with the run running, and the job records the server’s result', async () => {
    const before = Date.now();
    const response = await call('customer', 'POST', `/v1/environments/${sites.own}/install-wordpress`);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(meta).toEqual({ message: 'WordPress installation started.' });
    expect(data).toMatchObject({ id: 'install', type: 'wordpress-runs', attributes: { action: 'install', status: 'running', message: null } });
    expect(Date.parse(data.attributes.startedAt)).toBeGreaterThanOrEqual(before);
    const [run] = await settled(sites.own);
    expect(run.attributes).toMatchObject({ status: 'succeeded', message: expect.stringContaining('WordPress was installed in /cust/0/') });
    expect(Date.parse(run.attributes.finishedAt)).toBeGreaterThanOrEqual(Date.parse(run.attributes.startedAt));
  });

  it('refuse a second run of the same action while one runs; the other action may run beside it', async () => {
    await call('customer', 'POST', `/v1/environments/${sites.own}/optimize-wordpress`);
    const again = await call('customer', 'POST', `/v1/environments/${sites.own}/optimize-wordpress`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toMatchObject({ code: 'in_progress', detail: 'WordPress is already being optimized on this site.' });
    const install = await call('customer', 'POST', `/v1/environments/${sites.own}/install-wordpress`);
    expect(install.statusCode).toBe(200);
    const runs = await settled(sites.own);
    expect(runs.map((run: { id: string; attributes: { status: string } }) => [run.id, run.attributes.status])).toEqual([
      ['install', 'succeeded'],
      ['optimize', 'succeeded'],
    ]);
  });

  it('record the server’s reason when a run fails', async () => {
    await call('customer', 'POST', `/v1/environments/${sites.failing}/install-wordpress`);
    await call('customer', 'POST', `/v1/environments/${sites.failing}/optimize-wordpress`);
    const [install, optimize] = await settled(sites.failing);
    expect(install.attributes).toMatchObject({ status: 'failed', message: expect.stringContaining('Error establishing a database connection') });
    expect(optimize.attributes).toMatchObject({ status: 'failed', message: expect.stringContaining('no WordPress installation found') });
  });

  it('are a 404 for another account’s site (nothing starts) and work for staff through admin/', async () => {
    expect((await call('customer', 'POST', `/v1/environments/${sites.others}/install-wordpress`)).statusCode).toBe(404);
    expect((await call('customer', 'GET', `/v1/environments/${sites.others}/wordpress`)).statusCode).toBe(404);
    expect(await server.database.db.select().from(wordpressRuns).where(eq(wordpressRuns.environmentId, sites.others))).toEqual([]);
    expect((await call('customer', 'POST', `/v1/admin/environments/${sites.own}/install-wordpress`)).statusCode).toBe(403);
    expect((await call('staff', 'POST', `/v1/admin/environments/${sites.others}/optimize-wordpress`)).statusCode).toBe(200);
    expect((await settled(sites.others, 'staff'))[0].attributes.status).toBe('succeeded');
    expect((await call('other', 'GET', `/v1/environments/${sites.others}/wordpress`)).json().data).toHaveLength(1);
  });

  it('a run whose job ended unrun is marked failed, so the next may start', async () => {
    const { wordpressRunFailed } = await import('../../server/services/wordpress');
    const started = (await call('customer', 'POST', `/v1/environments/${sites.own}/optimize-wordpress`)).json().data.attributes.startedAt;
    await wordpressRunFailed(server.database.db, { siteId: sites.own, action: 'optimize', startedAt: started });
    const [, optimize] = (await call('customer', 'GET', `/v1/environments/${sites.own}/wordpress`)).json().data;
    expect(optimize.attributes).toMatchObject({ status: 'failed', message: 'The server could not be reached. Please try again later.' });
    await settled(sites.own);
  });
});
