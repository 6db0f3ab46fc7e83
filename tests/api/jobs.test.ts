import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../server/config';
import { bolts, environments, wordpressRuns } from '../../server/db/schema';
import { until } from './certificateCalls';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/** GET jobs (issue 14): the top bar's jobs tray, the caller's running and recent long work. */
vi.hoisted(() => {
  // The sandbox's WordPress runs and git deployments take half a second here (3 s by default).
  process.env.WORDPRESS_SANDBOX_MS = '500';
  process.env.GIT_SANDBOX_DEPLOY_MS = '500';
});

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Job = { id: string; type: string; attributes: Record<string, unknown> & { state: string } };

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Acme's (customer@) first two sites of Bolt 1, the second failing every run; Other Media's (other@) first site. */
const sites = {} as { own: number; failing: number; others: number };
const db = () => server.database.db;

beforeAll(async () => {
  // Jobs picked up every half second, the sandbox CA validating at once, CDN steps of 100 ms.
  server = await startTestServer({
    jobPollingSeconds: 0.5,
    certificates: { ...readConfig({}).certificates, sandboxMs: 0 },
    cdnSandboxMs: 100,
  });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const siteIds = async (boltId: number) =>
    (await db().select({ id: environments.id }).from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id))).map(
      (s) => s.id,
    );
  [sites.own, sites.failing] = await siteIds(1);
  [sites.others] = await siteIds(5);
  // A title starting with fail- makes the sandbox servers fail its WordPress runs and rebuilds, with their reason.
  await db().update(environments).set({ title: 'fail-site' }).where(eq(environments.id, sites.failing));
});
afterAll(() => server?.close());

const staffish = (who: Who) => who === 'staff' || who === 'admin';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', path: string, data?: object) =>
  server.app.inject({
    method,
    url: `/v1/${staffish(who) ? 'admin/' : ''}${path}`,
    headers: bearer(tokens[who]),
    payload: data ? { data } : undefined,
  });

async function jobsOf(who: Who): Promise<Job[]> {
  const response = await call(who, 'GET', 'jobs');
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
const jobOf = async (who: Who, id: string) => (await jobsOf(who)).find((job) => job.id === id);
/** The job as `who` sees it, once it has left the running state. */
const ended = (who: Who, id: string) =>
  until(
    () => jobOf(who, id),
    (job) => job !== undefined && job.attributes.state !== 'running',
  );

async function addDomain(who: Who, siteId: number, name: string) {
  const response = await call(who, 'POST', `environments/${siteId}/domains`, { type: 'domains', attributes: { name } });
  expect(response.statusCode, response.body).toBe(201);
  return Number(response.json().data.id);
}

describe('GET jobs', () => {
  it('asks for a sign-in, and keeps admin/jobs for staff', async () => {
    expect((await server.app.inject({ url: '/v1/jobs' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/v1/admin/jobs' })).statusCode).toBe(401);
    expect((await server.app.inject({ url: '/v1/admin/jobs', headers: bearer(tokens.customer) })).statusCode).toBe(403);
  });

  it('lists nothing before any work: the seeded certificates were issued long ago', async () => {
    expect(await jobsOf('customer')).toEqual([]);
    expect(await jobsOf('other')).toEqual([]);
  });

  it('follows a certificate order from running to failed, with the authority’s reason and the domain’s page', async () => {
    const domainId = await addDomain('customer', sites.own, 'fail-jobs.example.com');
    const ordered = await call('customer', 'POST', 'certificates/order', {
      type: 'certificates',
      attributes: { type: 'LETS_ENCRYPT', isWildcard: false, domainId, domain: 'fail-jobs.example.com' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const id = `certificate-${ordered.json().data.id}`;
    const running = await jobOf('customer', id);
    expect(running).toMatchObject({
      type: 'jobs',
      attributes: {
        kind: 'certificate',
        action: null,
        title: 'fail-jobs.example.com',
        state: 'running',
        reason: null,
        finished_at: null,
        path: `/bolts/1/environments/${sites.own}/domains/settings/fail-jobs.example.com/${domainId}`,
      },
    });
    expect(['DRAFT', 'AWAITING_CHALLENGE']).toContain(running!.attributes.status);
    // The order waits for the DNS records: still running, until the customer says they are there.
    await until(
      () => jobOf('customer', id),
      (job) => job?.attributes.status === 'AWAITING_CHALLENGE',
    );
    expect((await call('customer', 'PUT', `certificates/${ordered.json().data.id}/dns-challenge-completed`)).statusCode).toBe(200);
    const failed = await ended('customer', id);
    expect(failed!.attributes).toMatchObject({
      state: 'failed',
      status: 'FAILED_REQUEST_CHALLENGE',
      reason: 'No TXT record found at _acme-challenge.fail-jobs.example.com',
      finished_at: expect.any(String),
    });
    expect(await jobOf('other', id)).toBeUndefined();
  });

  it('follows a WordPress run to done, and one that fails with the server’s reason', async () => {
    expect((await call('customer', 'POST', `environments/${sites.own}/install-wordpress`)).statusCode).toBe(200);
    expect((await call('customer', 'POST', `environments/${sites.failing}/optimize-wordpress`)).statusCode).toBe(200);
    const jobs = await jobsOf('customer');
    const own = `wordpress-install-${sites.own}`;
    const failing = `wordpress-optimize-${sites.failing}`;
    expect(jobs.find((job) => job.id === own)?.attributes).toMatchObject({
      kind: 'wordpress',
      action: 'install',
      state: 'running',
      status: 'running',
    });
    // Running work comes first, the latest started on top.
    expect(jobs.slice(0, 2).map((job) => job.id)).toEqual([failing, own]);
    expect((await ended('customer', own))!.attributes).toMatchObject({
      state: 'done',
      status: 'succeeded',
      reason: null,
      path: `/bolts/1/environments/${sites.own}/overview`,
    });
    expect((await ended('customer', failing))!.attributes).toMatchObject({
      state: 'failed',
      status: 'failed',
      title: 'fail-site',
      reason: expect.stringContaining('wp optimize failed: no WordPress installation found'),
    });
  });

  it('follows a git deployment to done on the site’s git page', async () => {
    await call('customer', 'POST', `environments/${sites.own}/git`, {
      type: 'git',
      attributes: { repodef: 'git@github.com:octocat/Hello-World.git', branch: 'main', localpath: 'public' },
    });
    await call('customer', 'POST', `environments/${sites.own}/git/test-connection`);
    expect((await call('customer', 'POST', `environments/${sites.own}/git/deploy`)).json().data.success).toBe(true);
    const id = `deploy-${sites.own}`;
    expect((await jobOf('customer', id))?.attributes).toMatchObject({ kind: 'deploy', state: 'running', status: 'deploying', finished_at: null });
    const done = (await ended('customer', id))!.attributes;
    expect(done).toMatchObject({
      state: 'done',
      status: 'deployed',
      reason: null,
      path: `/bolts/1/environments/${sites.own}/git`,
    });
    // Its end is said, after its start.
    expect(Date.parse(String(done.finished_at))).toBeGreaterThanOrEqual(Date.parse(String(done.started_at)));
  });

  it('follows a CDN order to the step that needs the customer, with the CDN’s reason', async () => {
    const domainId = await addDomain('customer', sites.own, 'fail-cdn.acme-test.com');
    const placed = await call('customer', 'POST', 'provisioning/servebolt-cdn/orders', {
      type: 'provisioning-orders',
      attributes: { domainIds: [domainId] },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const id = `cdn-${placed.json().data.id}`;
    expect((await jobOf('customer', id))?.attributes).toMatchObject({ kind: 'cdn', title: 'fail-cdn.acme-test.com', state: 'running' });
    expect((await ended('customer', id))!.attributes).toMatchObject({
      state: 'failed',
      status: 'action_required',
      progress: 'routing',
      reason: expect.any(String),
      path: `/bolts/1/environments/${sites.own}/domains/settings/fail-cdn.acme-test.com/${domainId}`,
    });
    // Staff follow what they placed (the order names its placer), on the order's page; the customer's own is not theirs.
    expect(await jobOf('staff', id)).toBeUndefined();
    const [{ accountId }] = await db().select({ accountId: bolts.accountId }).from(bolts).where(eq(bolts.id, 1));
    const ownDomain = await addDomain('customer', sites.own, 'jobs-cdn.acme-test.com');
    const onBehalf = await call('staff', 'POST', 'provisioning/servebolt-cdn/orders', {
      type: 'provisioning-orders',
      attributes: { customerId: accountId, domainIds: [ownDomain] },
    });
    expect(onBehalf.statusCode, onBehalf.body).toBe(201);
    const staffOrder = `cdn-${onBehalf.json().data.id}`;
    expect((await jobOf('staff', staffOrder))?.attributes).toMatchObject({ kind: 'cdn', path: `/orders/${onBehalf.json().data.id}` });
    expect((await ended('customer', staffOrder))!.attributes).toMatchObject({ state: 'done', status: 'complete', progress: null, reason: null });
  });

  it('shows staff every account’s work where the record names no starter, and admins the rebuilds they asked for', async () => {
    const staffJobs = (await jobsOf('staff')).map((job) => job.id);
    expect(staffJobs).toEqual(expect.arrayContaining([`deploy-${sites.own}`, `wordpress-install-${sites.own}`]));
    const started = await call('admin', 'POST', 'rebuild-sites-config', {
      type: 'rebuild-sites-config',
      attributes: { environmentIds: [sites.own, sites.failing] },
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = `rebuild-${started.json().data.id}`;
    const rebuilt = await ended('admin', id);
    expect(rebuilt!.attributes).toMatchObject({
      kind: 'rebuild',
      action: 'config',
      state: 'failed',
      progress: '2/2',
      reason: expect.stringMatching(/^fail-site: The server could not/),
      path: `/rebuild-sites-config/${started.json().data.id}`,
    });
    expect(await jobOf('staff', id)).toBeUndefined();
    expect(await jobOf('customer', id)).toBeUndefined();
  });

  it('never lists another account’s work to a customer', async () => {
    expect((await call('other', 'POST', `environments/${sites.others}/install-wordpress`)).statusCode).toBe(200);
    const id = `wordpress-install-${sites.others}`;
    expect((await jobOf('other', id))?.attributes.state).toBe('running');
    expect((await jobsOf('other')).map((job) => job.id)).toEqual([id]);
    expect(await jobOf('customer', id)).toBeUndefined();
    await ended('other', id);
  });

  it('drops finished work a day after it ended, and keeps what still runs', async () => {
    const day = sql`interval '25 hours'`;
    await db()
      .update(wordpressRuns)
      .set({ startedAt: sql`${wordpressRuns.startedAt} - ${day}`, finishedAt: sql`${wordpressRuns.finishedAt} - ${day}` })
      .where(eq(wordpressRuns.environmentId, sites.own));
    const ids = (await jobsOf('customer')).map((job) => job.id);
    expect(ids).not.toContain(`wordpress-install-${sites.own}`);
    expect(ids).toContain(`deploy-${sites.own}`);
  });
});
