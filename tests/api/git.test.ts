import { asc, count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bolts, environments, siteGit } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Sites of Acme's Bolt 1 (customer@demo.test) and of Other Media's Bolt 5 (other@demo.test). */
let own: typeof environments.$inferSelect;
let spare: typeof environments.$inferSelect;
let others: typeof environments.$inferSelect;

const db = () => server.database.db;
const sitesOf = (boltId: number) => db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));

beforeAll(async () => {
  // The git-deploy job is picked up within half a second.
  server = await startTestServer({ jobPollingSeconds: 0.5 });
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  [own, spare] = await sitesOf(1);
  [others] = await sitesOf(5);
});
afterAll(() => server.close());

const call = (who: Who, method: Method, url: string, attributes?: Record<string, unknown>) =>
  server.app.inject({
    method,
    url,
    headers: bearer(tokens[who]),
    payload: attributes ? { data: { type: 'git', attributes } } : undefined,
  });
const gitRow = async (siteId: number) => (await db().select().from(siteGit).where(eq(siteGit.environmentId, siteId)))[0];
const gitRows = async () => Number((await db().select({ n: count() }).from(siteGit))[0].n);
const REPO = 'git@github.com:octocat/Hello-World.git';

/** The repository page's state, polled until `done` (the deployment runs as a job), for at most 20 s. */
async function gitUntil(siteId: number, done: (attributes: Record<string, unknown>) => boolean, who: Who = 'customer') {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const attributes = (await call(who, 'GET', `/v1/${who === 'staff' ? 'admin/' : ''}environments/${siteId}/git`)).json().data.attributes;
    if (done(attributes)) return attributes;
    if (Date.now() > deadline) throw new Error(`the deployment did not settle: ${JSON.stringify(attributes)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
/** Waits for the site's deployment to end, so the next may start. */
const settled = (siteId: number, who: Who = 'customer') => gitUntil(siteId, (attributes) => attributes.last_status !== 'deploying', who);

describe('GET environments/{id}/git', () => {
  it('answers data null while no repository is connected', async () => {
    const response = await call('customer', 'GET', `/v1/environments/${own.id}/git`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/environments/${own.id}/git`, 200],
    ['customer', () => `/v1/environments/${others.id}/git`, 404],
    ['other', () => `/v1/environments/${own.id}/git`, 404],
    ['staff', () => `/v1/environments/${own.id}/git`, 404],
    ['staff', () => `/v1/admin/environments/${own.id}/git`, 200],
    ['admin', () => `/v1/admin/environments/${others.id}/git`, 200],
    ['customer', () => `/v1/admin/environments/${own.id}/git`, 403],
    ['customer', () => '/v1/environments/999999/git', 404],
    ['customer', () => '/v1/environments/abc/git', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await call(who, 'GET', url())).statusCode).toBe(status);
  });
});

describe('POST environments/{id}/git', () => {
  const SSH_URL_FORMAT = 'The SSH URL must be in a format user@server:path/repo.git. Example: "git@github.com:octocat/Hello-World.git"';
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no SSH URL', { branch: 'main' }, 'repodef', 'The SSH URL cannot be empty'],
    ['an empty SSH URL', { repodef: '  ' }, 'repodef', 'The SSH URL cannot be empty'],
    ['an https URL', { repodef: 'https://github.com/octocat/Hello-World.git' }, 'repodef', SSH_URL_FORMAT],
    ['no .git', { repodef: 'git@github.com:octocat/Hello-World' }, 'repodef', SSH_URL_FORMAT],
    ['no path', { repodef: 'git@github.com:Hello-World.git' }, 'repodef', SSH_URL_FORMAT],
    ['an option for a user', { repodef: '-oProxyCommand=x@github.com:a/b.git' }, 'repodef', SSH_URL_FORMAT],
    ['a parent folder', { repodef: 'git@github.com:../b.git' }, 'repodef', SSH_URL_FORMAT],
    ['an empty branch', { repodef: REPO, branch: '' }, 'branch', 'The branch name cannot be empty'],
    ['a branch with a space', { repodef: REPO, branch: 'my branch' }, 'branch', 'Please enter a valid branch name.'],
    ['a branch like an option', { repodef: REPO, branch: '-f' }, 'branch', 'Please enter a valid branch name.'],
    ['an empty deploy path', { repodef: REPO, localpath: ' / ' }, 'localpath', 'Deploy path cannot be empty'],
    ['a deploy path leaving ~/site/', { repodef: REPO, localpath: '../etc' }, 'localpath', 'Please enter a valid folder under ~/site/, e.g. public.'],
  ])('refuses %s and writes nothing', async (_case, attributes, field, detail) => {
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } })]);
    expect(await gitRows()).toBe(0);
  });

  it('refuses an attribute it does not know', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git`, { repodef: REPO, autopull: true });
    expect(response.statusCode).toBe(422);
    expect(await gitRows()).toBe(0);
  });

  it('hides another account’s site', async () => {
    expect((await call('customer', 'POST', `/v1/environments/${others.id}/git`, { repodef: REPO })).statusCode).toBe(404);
    expect(await gitRows()).toBe(0);
  });

  it('saves the repository with the spec 2 §9 defaults and a new ed25519 deploy key', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git`, { repodef: REPO });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ id: String(own.id), type: 'git' });
    expect(data.attributes).toMatchObject({
      repodef: REPO,
      branch: 'main',
      localpath: 'public',
      deployPath: '~/site/public',
      connected: false,
      last_trigger: null,
      last_status: null,
      last_message: null,
      commit: null,
      repositoryUrl: 'https://github.com/octocat/Hello-World',
      deployKeySettingsUrl: 'https://github.com/octocat/Hello-World/settings/keys',
      deploymentUrl: `/v1/environments/${own.id}/git/deploy?api_token=${own.apiKey}`,
    });
    const [type, blob, comment] = data.attributes.publickey.split(' ');
    expect([type, comment]).toEqual(['ssh-ed25519', `site-${own.name}`]);
    const wire = Buffer.from(blob, 'base64');
    expect(wire.readUInt32BE(0)).toBe(11);
    expect(wire.subarray(4, 15).toString()).toBe('ssh-ed25519');
    expect(wire.readUInt32BE(15)).toBe(32);
    expect(wire.length).toBe(51);
    const row = await gitRow(own.id);
    expect(row.privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    expect(response.body).not.toContain('PRIVATE KEY');
    expect(JSON.stringify((await call('customer', 'GET', `/v1/environments/${own.id}/git`)).json())).not.toContain('PRIVATE KEY');
  });

  it('changes branch and path of the same repository and keeps its key and check', async () => {
    await db().update(siteGit).set({ connected: true }).where(eq(siteGit.environmentId, own.id));
    const before = await gitRow(own.id);
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git`, { repodef: REPO, branch: 'release/2.0', localpath: '/web/' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ branch: 'release/2.0', localpath: 'web', deployPath: '~/site/web', connected: true });
    expect((await gitRow(own.id)).publicKey).toBe(before.publicKey);
  });

  it('starts another repository over: unchecked, without deployments', async () => {
    await db()
      .update(siteGit)
      .set({ commit: 'a'.repeat(40), lastStatus: 'failed', lastTrigger: new Date() })
      .where(eq(siteGit.environmentId, own.id));
    const gitlab = 'git@gitlab.com:acme/web/shop.git';
    const { attributes } = (
      await call('customer', 'POST', `/v1/environments/${own.id}/git`, { repodef: gitlab, branch: 'main', localpath: 'public' })
    ).json().data;
    expect(attributes).toMatchObject({
      repodef: gitlab,
      connected: false,
      commit: null,
      last_status: null,
      last_trigger: null,
      deployKeySettingsUrl: 'https://gitlab.com/acme/web/shop/-/settings/repository',
    });
  });

  it('lets staff connect a customer’s site through admin/', async () => {
    const response = await call('staff', 'POST', `/v1/admin/environments/${others.id}/git`, { repodef: 'deploy@git.example.com:team/site.git' });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ deployKeySettingsUrl: null, repositoryUrl: 'https://git.example.com/team/site' });
  });
});

describe('POST environments/{id}/git/generate-deploy-key', () => {
  it('replaces the key, so the connection must be checked again', async () => {
    await db().update(siteGit).set({ connected: true }).where(eq(siteGit.environmentId, own.id));
    const before = await gitRow(own.id);
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git/generate-deploy-key`);
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.publickey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5[A-Za-z0-9+/]+=* site-/);
    expect(attributes.publickey).not.toBe(before.publicKey);
    expect(attributes.connected).toBe(false);
    expect(response.body).not.toContain('PRIVATE KEY');
    expect((await gitRow(own.id)).privateKey).not.toBe(before.privateKey);
  });

  it('makes a key for a site without a repository, which still reads as none', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${spare.id}/git/generate-deploy-key`);
    expect(response.json().data.attributes).toMatchObject({ repodef: null, publickey: expect.stringMatching(/^ssh-ed25519 /) });
    expect((await call('customer', 'GET', `/v1/environments/${spare.id}/git`)).json().data).toBeNull();
  });

  it('hides another account’s site', async () => {
    const before = await gitRow(others.id);
    expect((await call('customer', 'POST', `/v1/environments/${others.id}/git/generate-deploy-key`)).statusCode).toBe(404);
    expect((await gitRow(others.id)).publicKey).toBe(before.publicKey);
  });
});

describe('POST environments/{id}/git/test-connection', () => {
  it('marks the repository connected when the check succeeds', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git/test-connection`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect((await call('customer', 'GET', `/v1/environments/${own.id}/git`)).json().data.attributes.connected).toBe(true);
  });

  it('answers success false with the git host’s reason when the key has no access (sandbox: fail- in the path)', async () => {
    const repodef = 'git@github.com:acme/fail-private.git';
    await call('customer', 'POST', `/v1/environments/${spare.id}/git`, { repodef });
    const response = await call('customer', 'POST', `/v1/environments/${spare.id}/git/test-connection`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      success: false,
      message: `Permission denied (publickey): the deploy key cannot read ${repodef}. Add the key to the repository and try again.`,
    });
    expect((await gitRow(spare.id)).connected).toBe(false);
  });

  it('is a 404 without a repository or for another account’s site', async () => {
    const [, , third] = await sitesOf(1);
    expect((await call('customer', 'POST', `/v1/environments/${third.id}/git/test-connection`)).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/v1/environments/${others.id}/git/test-connection`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/v1/admin/environments/${others.id}/git/test-connection`)).json().data.success).toBe(true);
  });
});

describe('PUT environments/{id}/git', () => {
  it('updates the branch', async () => {
    const response = await call('customer', 'PUT', `/v1/environments/${own.id}/git`, { branch: 'develop' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.branch).toBe('develop');
    expect((await gitRow(own.id)).branch).toBe('develop');
  });

  it.each([
    [{ branch: '' }, 'The branch name cannot be empty'],
    [{}, 'The branch name cannot be empty'],
    [{ branch: 'feature..x' }, 'Please enter a valid branch name.'],
  ])('refuses %j and keeps the branch', async (attributes, detail) => {
    const response = await call('customer', 'PUT', `/v1/environments/${own.id}/git`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/branch' } });
    expect((await gitRow(own.id)).branch).toBe('develop');
  });

  it('is a 404 without a repository or for another account’s site', async () => {
    const [, , third] = await sitesOf(1);
    expect((await call('customer', 'PUT', `/v1/environments/${third.id}/git`, { branch: 'x' })).statusCode).toBe(404);
    expect((await call('customer', 'PUT', `/v1/environments/${others.id}/git`, { branch: 'x' })).statusCode).toBe(404);
    expect((await gitRow(others.id)).branch).toBe('main');
  });
});

describe('POST environments/{id}/git/deploy (Deploy now)', () => {
  // The deployment runs as the git-deploy job (the sandbox's take 3 s); the next test starts once it has ended.
  afterEach(() => settled(own.id));

  it('answers at once, shows the site deploying, and the job records the deployed commit', async () => {
    const before = Date.now();
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git/deploy`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true, message: 'Deployment of develop started.' } });
    const attributes = (await call('customer', 'GET', `/v1/environments/${own.id}/git`)).json().data.attributes;
    expect(attributes).toMatchObject({ last_status: 'deploying', commit: null });
    expect(Date.parse(attributes.last_trigger)).toBeGreaterThanOrEqual(before);
    const deployed = await settled(own.id);
    expect(deployed).toMatchObject({
      last_status: 'deployed',
      last_trigger: attributes.last_trigger,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      last_message: expect.any(String),
    });
  });

  it('refuses a second deployment while one runs', async () => {
    await call('customer', 'POST', `/v1/environments/${own.id}/git/deploy`);
    const before = await gitRow(own.id);
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git/deploy`);
    expect(response.json().data).toEqual({ success: false, message: 'A deployment is already in progress.' });
    expect((await gitRow(own.id)).lastTrigger).toEqual(before.lastTrigger);
  });

  it('records the git host’s message when the deployment fails, and shows it failed', async () => {
    await call('customer', 'PUT', `/v1/environments/${own.id}/git`, { branch: 'fail-missing' });
    const response = await call('customer', 'POST', `/v1/environments/${own.id}/git/deploy`);
    expect(response.json().data).toEqual({ success: true, message: 'Deployment of fail-missing started.' });
    expect(await settled(own.id)).toMatchObject({ last_status: 'failed', last_message: 'Remote branch fail-missing not found in upstream origin.' });
    await call('customer', 'PUT', `/v1/environments/${own.id}/git`, { branch: 'main' });
  });

  it('is a 404 for another account’s site and works for staff through admin/', async () => {
    expect((await call('customer', 'POST', `/v1/environments/${others.id}/git/deploy`)).statusCode).toBe(404);
    expect((await gitRow(others.id)).lastTrigger).toBeNull();
    const staff = await call('staff', 'POST', `/v1/admin/environments/${others.id}/git/deploy`);
    expect(staff.json().data.success).toBe(true);
    expect((await settled(others.id, 'staff')).last_status).toBe('deployed');
  });
});

describe('the deploy webhook /v1/environments/{id}/git/deploy?api_token=…', () => {
  const hook = (method: 'GET' | 'POST', siteId: number | string, query: string, extra: Record<string, unknown> = {}) =>
    server.app.inject({ method, url: `/v1/environments/${siteId}/git/deploy${query}`, ...extra });
  /** Lets the last deployment of the customer's site finish (the sandbox's take 3 s). */
  const settle = () => settled(own.id);

  it('deploys on a POST with the site’s API key and no bearer token, whatever the push body', async () => {
    await settle();
    const json = await hook('POST', own.id, `?api_token=${own.apiKey}`, {
      payload: { ref: 'refs/heads/main', commits: [] },
      headers: { 'x-github-event': 'push' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ data: { success: true, message: 'Deployment of main started.' } });
    await settle();
    const form = await hook('POST', own.id, `?api_token=${own.apiKey}`, {
      payload: 'payload=%7B%22ref%22%3A%22refs%2Fheads%2Fmain%22%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json().data.success).toBe(true);
  });

  it('deploys on a GET with the site’s API key', async () => {
    await settle();
    const response = await hook('GET', own.id, `?api_token=${own.apiKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.success).toBe(true);
    expect((await gitRow(own.id)).lastStatus).toBe('deploying');
  });

  it('asks for a token when there is none', async () => {
    await settle();
    for (const response of [await hook('GET', own.id, ''), await hook('GET', own.id, '?api_token='), await hook('POST', own.id, '')]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await hook('POST', own.id, '?api_token=')).statusCode).toBe(401);
  });

  it('answers a wrong key and an unknown site alike, and deploys nothing', async () => {
    await settle();
    const before = await gitRow(own.id);
    const wrong = await hook('POST', own.id, `?api_token=${others.apiKey}`);
    const unknown = await hook('POST', 999999, `?api_token=${own.apiKey}`);
    const malformed = await hook('GET', 'abc', `?api_token=${own.apiKey}`);
    expect([wrong.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
    expect(wrong.json()).toEqual(unknown.json());
    // A signed-in person's bearer token is no API key either.
    const withBearer = await hook('POST', own.id, '?api_token=nope', { headers: bearer(tokens.customer) });
    expect(withBearer.statusCode).toBe(404);
    expect((await gitRow(own.id)).lastTrigger).toEqual(before.lastTrigger);
  });

  it('is a 404 for a site without a repository or of an archived Bolt', async () => {
    const [, , third] = await sitesOf(1);
    expect((await hook('POST', third.id, `?api_token=${third.apiKey}`)).statusCode).toBe(404);
    const [archived] = await db().select().from(bolts).where(eq(bolts.name, 'Viking Outdoor old shop'));
    const [archivedSite] = await sitesOf(archived.id);
    await db().insert(siteGit).values({ environmentId: archivedSite.id, repodef: REPO, publicKey: 'k', privateKey: 'k' });
    expect((await hook('POST', archivedSite.id, `?api_token=${archivedSite.apiKey}`)).statusCode).toBe(404);
  });

  it('stops answering to the old key once the API key is refreshed', async () => {
    await settle();
    await server.app.inject({
      method: 'PATCH',
      url: `/v1/environments/${own.id}`,
      headers: bearer(tokens.customer),
      payload: { data: { type: 'environments', attributes: { refreshApikey: true } } },
    });
    expect((await hook('POST', own.id, `?api_token=${own.apiKey}`)).statusCode).toBe(404);
    const { deploymentUrl } = (await call('customer', 'GET', `/v1/environments/${own.id}/git`)).json().data.attributes;
    expect(deploymentUrl).not.toContain(own.apiKey);
    expect((await hook('POST', own.id, deploymentUrl.slice(deploymentUrl.indexOf('?')))).json().data.success).toBe(true);
  });
});

describe('DELETE environments/{id}/git', () => {
  it('hides another account’s repository', async () => {
    expect((await call('customer', 'DELETE', `/v1/environments/${others.id}/git`)).statusCode).toBe(404);
    expect(await gitRow(others.id)).toBeDefined();
  });

  it('removes the repository and its key', async () => {
    expect((await call('customer', 'DELETE', `/v1/environments/${own.id}/git`)).statusCode).toBe(204);
    expect(await gitRow(own.id)).toBeUndefined();
    expect((await call('customer', 'GET', `/v1/environments/${own.id}/git`)).json()).toEqual({ data: null });
    expect((await call('customer', 'DELETE', `/v1/environments/${own.id}/git`)).statusCode).toBe(404);
  });

  it('lets staff delete through admin/', async () => {
    expect((await call('staff', 'DELETE', `/v1/admin/environments/${others.id}/git`)).statusCode).toBe(204);
    expect(await gitRow(others.id)).toBeUndefined();
  });
});
