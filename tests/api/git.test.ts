import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { siteGit } from '../../server/db/schema';
import { call, db, gitRow, gitRows, REPO, sites, sitesOf, useGitServer, type Who } from './gitSupport';

/** Connecting a site's repository, its deploy key and check, its branch, and removing it (spec 2 §2.4, §7). */
useGitServer();

describe('GET environments/{id}/git', () => {
  it('answers data null while no repository is connected', async () => {
    const response = await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
  });

  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/environments/${sites.own.id}/git`, 200],
    ['customer', () => `/v1/environments/${sites.others.id}/git`, 404],
    ['other', () => `/v1/environments/${sites.own.id}/git`, 404],
    ['staff', () => `/v1/environments/${sites.own.id}/git`, 404],
    ['staff', () => `/v1/admin/environments/${sites.own.id}/git`, 200],
    ['admin', () => `/v1/admin/environments/${sites.others.id}/git`, 200],
    ['customer', () => `/v1/admin/environments/${sites.own.id}/git`, 403],
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
    ['a plain http URL', { repodef: 'http://github.com/octocat/Hello-World.git' }, 'repodef', SSH_URL_FORMAT],
    ['an https URL without a repository', { repodef: 'https://github.com/octocat' }, 'repodef', SSH_URL_FORMAT],
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
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } })]);
    expect(await gitRows()).toBe(0);
  });

  it('refuses an attribute it does not know', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, { repodef: REPO, autopull: true });
    expect(response.statusCode).toBe(422);
    expect(await gitRows()).toBe(0);
  });

  it('hides another account’s site', async () => {
    expect((await call('customer', 'POST', `/v1/environments/${sites.others.id}/git`, { repodef: REPO })).statusCode).toBe(404);
    expect(await gitRows()).toBe(0);
  });

  it('saves the repository with the spec 2 §9 defaults and a new ed25519 deploy key', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, { repodef: REPO });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ id: String(sites.own.id), type: 'git' });
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
      deploymentUrl: `/v1/environments/${sites.own.id}/git/deploy?api_token=${sites.own.apiKey}`,
    });
    const [type, blob, comment] = data.attributes.publickey.split(' ');
    expect([type, comment]).toEqual(['ssh-ed25519', `site-${sites.own.name}`]);
    const wire = Buffer.from(blob, 'base64');
    expect(wire.readUInt32BE(0)).toBe(11);
    expect(wire.subarray(4, 15).toString()).toBe('ssh-ed25519');
    expect(wire.readUInt32BE(15)).toBe(32);
    expect(wire.length).toBe(51);
    const row = await gitRow(sites.own.id);
    expect(row.privateKey).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----\n/);
    expect(response.body).not.toContain('PRIVATE KEY');
    expect(JSON.stringify((await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json())).not.toContain('PRIVATE KEY');
  });

  it('changes branch and path of the same repository and keeps its key and check', async () => {
    await db().update(siteGit).set({ connected: true }).where(eq(siteGit.environmentId, sites.own.id));
    const before = await gitRow(sites.own.id);
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, {
      repodef: REPO,
      branch: 'release/2.0',
      localpath: '/web/',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ branch: 'release/2.0', localpath: 'web', deployPath: '~/site/web', connected: true });
    expect((await gitRow(sites.own.id)).publicKey).toBe(before.publicKey);
  });

  it('starts another repository over: unchecked, without deployments', async () => {
    await db()
      .update(siteGit)
      .set({ commit: 'a'.repeat(40), lastStatus: 'failed', lastTrigger: new Date() })
      .where(eq(siteGit.environmentId, sites.own.id));
    const gitlab = 'git@gitlab.com:acme/web/shop.git';
    const { attributes } = (
      await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, { repodef: gitlab, branch: 'main', localpath: 'public' })
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
    const response = await call('staff', 'POST', `/v1/admin/environments/${sites.others.id}/git`, {
      repodef: 'deploy@git.example.com:team/site.git',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ deployKeySettingsUrl: null, repositoryUrl: 'https://git.example.com/team/site' });
  });
});

describe('POST environments/{id}/git/generate-deploy-key', () => {
  it('replaces the key, so the connection must be checked again', async () => {
    await db().update(siteGit).set({ connected: true }).where(eq(siteGit.environmentId, sites.own.id));
    const before = await gitRow(sites.own.id);
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/generate-deploy-key`);
    expect(response.statusCode).toBe(200);
    const { attributes } = response.json().data;
    expect(attributes.publickey).toMatch(/^ssh-ed25519 AAAAC3NzaC1lZDI1NTE5[A-Za-z0-9+/]+=* site-/);
    expect(attributes.publickey).not.toBe(before.publicKey);
    expect(attributes.connected).toBe(false);
    expect(response.body).not.toContain('PRIVATE KEY');
    expect((await gitRow(sites.own.id)).privateKey).not.toBe(before.privateKey);
  });

  it('makes a key for a site without a repository, which still reads as none', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${sites.spare.id}/git/generate-deploy-key`);
    expect(response.json().data.attributes).toMatchObject({ repodef: null, publickey: expect.stringMatching(/^ssh-ed25519 /) });
    expect((await call('customer', 'GET', `/v1/environments/${sites.spare.id}/git`)).json().data).toBeNull();
  });

  it('hides another account’s site', async () => {
    const before = await gitRow(sites.others.id);
    expect((await call('customer', 'POST', `/v1/environments/${sites.others.id}/git/generate-deploy-key`)).statusCode).toBe(404);
    expect((await gitRow(sites.others.id)).publicKey).toBe(before.publicKey);
  });
});

describe('POST environments/{id}/git/test-connection', () => {
  it('marks the repository connected when the check succeeds', async () => {
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/test-connection`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true } });
    expect((await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes.connected).toBe(true);
  });

  it('answers success false with the git host’s reason when the key has no access (sandbox: fail- in the path)', async () => {
    const repodef = 'git@github.com:acme/fail-private.git';
    await call('customer', 'POST', `/v1/environments/${sites.spare.id}/git`, { repodef });
    const response = await call('customer', 'POST', `/v1/environments/${sites.spare.id}/git/test-connection`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      success: false,
      message: `Permission denied (publickey): the deploy key cannot read ${repodef}. Add the key to the repository and try again.`,
    });
    expect((await gitRow(sites.spare.id)).connected).toBe(false);
  });

  it('is a 404 without a repository or for another account’s site', async () => {
    const [, , third] = await sitesOf(1);
    expect((await call('customer', 'POST', `/v1/environments/${third.id}/git/test-connection`)).statusCode).toBe(404);
    expect((await call('customer', 'POST', `/v1/environments/${sites.others.id}/git/test-connection`)).statusCode).toBe(404);
    expect((await call('admin', 'POST', `/v1/admin/environments/${sites.others.id}/git/test-connection`)).json().data.success).toBe(true);
  });
});

describe('PUT environments/{id}/git', () => {
  it('updates the branch', async () => {
    const response = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { branch: 'develop' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.branch).toBe('develop');
    expect((await gitRow(sites.own.id)).branch).toBe('develop');
  });

  it.each([
    [{ branch: '' }, 'The branch name cannot be empty'],
    [{ branch: 'feature..x' }, 'Please enter a valid branch name.'],
  ])('refuses %j and keeps the branch', async (attributes, detail) => {
    const response = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/branch' } });
    expect((await gitRow(sites.own.id)).branch).toBe('develop');
  });

  it('is a 404 without a repository or for another account’s site', async () => {
    const [, , third] = await sitesOf(1);
    expect((await call('customer', 'PUT', `/v1/environments/${third.id}/git`, { branch: 'x' })).statusCode).toBe(404);
    expect((await call('customer', 'PUT', `/v1/environments/${sites.others.id}/git`, { branch: 'x' })).statusCode).toBe(404);
    expect((await gitRow(sites.others.id)).branch).toBe('main');
  });
});

describe('DELETE environments/{id}/git', () => {
  it('hides another account’s repository', async () => {
    expect((await call('customer', 'DELETE', `/v1/environments/${sites.others.id}/git`)).statusCode).toBe(404);
    expect(await gitRow(sites.others.id)).toBeDefined();
  });

  it('removes the repository and its key', async () => {
    expect((await call('customer', 'DELETE', `/v1/environments/${sites.own.id}/git`)).statusCode).toBe(204);
    expect(await gitRow(sites.own.id)).toBeUndefined();
    expect((await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json()).toEqual({ data: null });
    expect((await call('customer', 'DELETE', `/v1/environments/${sites.own.id}/git`)).statusCode).toBe(404);
  });

  it('removes a repository whose connection check never passed (the wizard’s quit and delete), leaving none', async () => {
    // The spare site's repository failed its check above: saved, not connected.
    expect((await call('customer', 'GET', `/v1/environments/${sites.spare.id}/git`)).json().data.attributes.connected).toBe(false);
    expect((await call('customer', 'DELETE', `/v1/environments/${sites.spare.id}/git`)).statusCode).toBe(204);
    expect(await gitRow(sites.spare.id)).toBeUndefined();
    expect((await call('customer', 'GET', `/v1/environments/${sites.spare.id}/git`)).json()).toEqual({ data: null });
  });

  it('lets staff delete through admin/', async () => {
    expect((await call('staff', 'DELETE', `/v1/admin/environments/${sites.others.id}/git`)).statusCode).toBe(204);
    expect(await gitRow(sites.others.id)).toBeUndefined();
  });
});
