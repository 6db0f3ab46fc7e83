import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { environments, siteGit } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

/**
 * Spec 2 §8 failure texts that only a refusing server can bring about (issue 14). The sandbox site
 * server refuses every change for a site whose title starts with `fail-` (server/dataplane/siteConfig.ts):
 * the call answers a JSON:API error saying the spec's text, and nothing of it is kept.
 */
let server: TestServer;
let token = '';
/** Acme's (customer@demo.test) sites of Bolt 1: one that works, one its server refuses. */
const site = { working: 0, failing: 0 };
const REPO = 'git@github.com:octocat/Hello-World.git';

const db = () => server.database.db;
const call = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, type?: string, attributes?: Record<string, unknown>) =>
  server.app.inject({ method, url, headers: bearer(token), payload: type ? { data: { type, attributes } } : undefined });
const siteRow = async (id: number) => (await db().select().from(environments).where(eq(environments.id, id)))[0];
const gitRow = async (id: number) => (await db().select().from(siteGit).where(eq(siteGit.environmentId, id)))[0];
const markFailing = (title: string) => db().update(environments).set({ title }).where(eq(environments.id, site.failing));

/** The answer is the data plane's refusal (424, as the other sandbox refusals); its message, which the panel shows, is `text`. */
const expectRefused = (response: { statusCode: number; json(): unknown }, text: string) => {
  expect(response.statusCode).toBe(424);
  expect(response.json()).toEqual({ errors: [{ status: '424', code: 'upstream_failed', title: 'Failed dependency', detail: text }], message: text });
};

beforeAll(async () => {
  server = await startTestServer();
  token = await login(server.app, 'customer@demo.test');
  const sites = await db().select().from(environments).where(eq(environments.boltId, 1)).orderBy(environments.id);
  [site.working, site.failing] = [sites[0].id, sites[1].id];
  await db().update(environments).set({ isLegacy: false, sshAccess: 'keys', ssh: true, sftp: true }).where(eq(environments.id, site.failing));
});
afterAll(() => server?.close());

describe('the git repository of a site whose server refuses it', () => {
  it("says 'could not add git repository' and saves no repository", async () => {
    await markFailing('fail-git add');
    const response = await call('POST', `/v1/environments/${site.failing}/git`, 'git', { repodef: REPO, branch: 'main', localpath: 'public' });
    expectRefused(response, 'could not add git repository');
    expect(await gitRow(site.failing)).toBeUndefined();
  });

  it("says 'could not update git repository' and keeps the branch and autopull", async () => {
    await markFailing('Shop');
    expect(
      (await call('POST', `/v1/environments/${site.failing}/git`, 'git', { repodef: REPO, branch: 'main', localpath: 'public' })).statusCode,
    ).toBe(201);
    await markFailing('fail-git update');
    const before = await gitRow(site.failing);
    expectRefused(await call('PUT', `/v1/environments/${site.failing}/git`, 'git', { branch: 'develop' }), 'could not update git repository');
    expectRefused(
      await call('PUT', `/v1/environments/${site.failing}/git`, 'git', { autopull: !before.autopull }),
      'could not update git repository',
    );
    expect(await gitRow(site.failing)).toEqual(before);
  });

  it("says 'could not delete git repository' and keeps the repository", async () => {
    await markFailing('fail-git delete');
    expectRefused(await call('DELETE', `/v1/environments/${site.failing}/git`), 'could not delete git repository');
    expect(await gitRow(site.failing)).toMatchObject({ repodef: REPO, branch: 'main' });
  });

  it('changes the repository of a site whose server takes it', async () => {
    const url = `/v1/environments/${site.working}/git`;
    expect((await call('POST', url, 'git', { repodef: REPO, branch: 'main', localpath: 'public' })).statusCode).toBe(201);
    expect((await call('PUT', url, 'git', { branch: 'develop' })).json().data.attributes.branch).toBe('develop');
    expect((await call('DELETE', url)).statusCode).toBe(204);
    expect(await gitRow(site.working)).toBeUndefined();
  });
});

describe('the SSH access of a site whose server refuses it', () => {
  it("says 'could not update environment' and saves nothing of the request", async () => {
    await markFailing('fail-ssh site');
    const response = await call('PATCH', `/v1/environments/${site.failing}`, 'environments', { sshAccess: 'none', phpTimezone: 'Europe/Oslo' });
    expectRefused(response, 'could not update environment');
    expect(await siteRow(site.failing)).toMatchObject({ sshAccess: 'keys', ssh: true, sftp: true, title: 'fail-ssh site' });
    expect((await siteRow(site.failing)).phpTimezone).not.toBe('Europe/Oslo');
  });

  it('saves the other settings of that site, which apply with its next configuration rebuild', async () => {
    const response = await call('PATCH', `/v1/environments/${site.failing}`, 'environments', { phpTimezone: 'Europe/Oslo' });
    expect(response.statusCode).toBe(200);
    expect((await siteRow(site.failing)).phpTimezone).toBe('Europe/Oslo');
  });

  it('switches the SSH access of a site whose server takes it', async () => {
    await db().update(environments).set({ isLegacy: false }).where(eq(environments.id, site.working));
    const response = await call('PATCH', `/v1/environments/${site.working}`, 'environments', { sshAccess: 'none' });
    expect(response.json().meta).toMatchObject({ message: expect.stringContaining('SSH and SFTP access disabled') });
    expect(await siteRow(site.working)).toMatchObject({ sshAccess: 'none', ssh: false, sftp: false });
  });
});
