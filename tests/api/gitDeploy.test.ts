import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bolts, siteGit } from '../../server/db/schema';
import { bearer } from './helpers';
import { app, call, db, gitRow, REPO, settled, sites, sitesOf, tokens, useGitServer } from './gitSupport';

/** Deploying a connected repository: Deploy now and the deploy webhook (spec 2 §2.4, §7). */
useGitServer();

// Both sites' repositories as git.test.ts leaves them before its deletions: Acme's on branch develop, checked, and
// the one staff connected for Other Media.
beforeAll(async () => {
  await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, { repodef: 'git@gitlab.com:acme/web/shop.git', branch: 'develop' });
  await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/test-connection`);
  await call('staff', 'POST', `/v1/admin/environments/${sites.others.id}/git`, { repodef: 'deploy@git.example.com:team/site.git' });
  await call('admin', 'POST', `/v1/admin/environments/${sites.others.id}/git/test-connection`);
});

describe('POST environments/{id}/git/deploy (Deploy now)', () => {
  // The deployment runs as the git-deploy job (the sandbox's take 3 s); the next test starts once it has ended.
  afterEach(() => settled(sites.own.id));

  it('answers at once, shows the site deploying, and the job records the deployed commit', async () => {
    const before = Date.now();
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/deploy`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { success: true, message: 'Deployment of develop started.' } });
    const attributes = (await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes;
    expect(attributes).toMatchObject({ last_status: 'deploying', commit: null });
    expect(Date.parse(attributes.last_trigger)).toBeGreaterThanOrEqual(before);
    const deployed = await settled(sites.own.id);
    expect(deployed).toMatchObject({
      last_status: 'deployed',
      last_trigger: attributes.last_trigger,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      last_message: expect.any(String),
    });
  });

  it('refuses a second deployment while one runs', async () => {
    await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/deploy`);
    const before = await gitRow(sites.own.id);
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/deploy`);
    expect(response.json().data).toEqual({ success: false, message: 'A deployment is already in progress.' });
    expect((await gitRow(sites.own.id)).lastTrigger).toEqual(before.lastTrigger);
  });

  it('records the git host’s message when the deployment fails, and shows it failed', async () => {
    await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { branch: 'fail-missing' });
    const response = await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/deploy`);
    expect(response.json().data).toEqual({ success: true, message: 'Deployment of fail-missing started.' });
    expect(await settled(sites.own.id)).toMatchObject({
      last_status: 'failed',
      last_message: 'Remote branch fail-missing not found in upstream origin.',
    });
    await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { branch: 'main' });
  });

  it('is a 404 for another account’s site and works for staff through admin/', async () => {
    expect((await call('customer', 'POST', `/v1/environments/${sites.others.id}/git/deploy`)).statusCode).toBe(404);
    expect((await gitRow(sites.others.id)).lastTrigger).toBeNull();
    const staff = await call('staff', 'POST', `/v1/admin/environments/${sites.others.id}/git/deploy`);
    expect(staff.json().data.success).toBe(true);
    expect((await settled(sites.others.id, 'staff')).last_status).toBe('deployed');
  });
});

describe('the deploy webhook /v1/environments/{id}/git/deploy?api_token=…', () => {
  const hook = (method: 'GET' | 'POST', siteId: number | string, query: string, extra: Record<string, unknown> = {}) =>
    app().inject({ method, url: `/v1/environments/${siteId}/git/deploy${query}`, ...extra });
  /** Lets the last deployment of the customer's site finish (the sandbox's take 3 s). */
  const settle = () => settled(sites.own.id);

  it('deploys on a POST with the site’s API key and no bearer token, whatever the push body', async () => {
    await settle();
    const json = await hook('POST', sites.own.id, `?api_token=${sites.own.apiKey}`, {
      payload: { ref: 'refs/heads/main', commits: [] },
      headers: { 'x-github-event': 'push' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ data: { success: true, message: 'Deployment of main started.' } });
    await settle();
    const form = await hook('POST', sites.own.id, `?api_token=${sites.own.apiKey}`, {
      payload: 'payload=%7B%22ref%22%3A%22refs%2Fheads%2Fmain%22%7D',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.json().data.success).toBe(true);
  });

  it('deploys on a GET with the site’s API key', async () => {
    await settle();
    const response = await hook('GET', sites.own.id, `?api_token=${sites.own.apiKey}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.success).toBe(true);
    expect((await gitRow(sites.own.id)).lastStatus).toBe('deploying');
  });

  it('asks for a token when there is none', async () => {
    await settle();
    for (const response of [
      await hook('GET', sites.own.id, ''),
      await hook('GET', sites.own.id, '?api_token='),
      await hook('POST', sites.own.id, ''),
    ]) {
      expect(response.statusCode).toBe(401);
    }
    expect((await hook('POST', sites.own.id, '?api_token=')).statusCode).toBe(401);
  });

  it('answers a wrong key and an unknown site alike, and deploys nothing', async () => {
    await settle();
    const before = await gitRow(sites.own.id);
    const wrong = await hook('POST', sites.own.id, `?api_token=${sites.others.apiKey}`);
    const unknown = await hook('POST', 999999, `?api_token=${sites.own.apiKey}`);
    const malformed = await hook('GET', 'abc', `?api_token=${sites.own.apiKey}`);
    expect([wrong.statusCode, unknown.statusCode, malformed.statusCode]).toEqual([404, 404, 404]);
    expect(wrong.json()).toEqual(unknown.json());
    // A signed-in person's bearer token is no API key either.
    const withBearer = await hook('POST', sites.own.id, '?api_token=nope', { headers: bearer(tokens.customer) });
    expect(withBearer.statusCode).toBe(404);
    expect((await gitRow(sites.own.id)).lastTrigger).toEqual(before.lastTrigger);
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
    await app().inject({
      method: 'PATCH',
      url: `/v1/environments/${sites.own.id}`,
      headers: bearer(tokens.customer),
      payload: { data: { type: 'environments', attributes: { refreshApikey: true } } },
    });
    expect((await hook('POST', sites.own.id, `?api_token=${sites.own.apiKey}`)).statusCode).toBe(404);
    const { deploymentUrl } = (await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes;
    expect(deploymentUrl).not.toContain(sites.own.apiKey);
    expect((await hook('POST', sites.own.id, deploymentUrl.slice(deploymentUrl.indexOf('?')))).json().data.success).toBe(true);
  });
});

describe('a repository saved but never tested', () => {
  it('is not shown as the site’s git, and is not deployed from', async () => {
    // Given as its HTTPS address, it is kept as the SSH URL a deploy key works over.
    await call('customer', 'POST', `/v1/environments/${sites.spare.id}/git`, { repodef: 'https://github.com/octocat/Hello-World', branch: 'main' });
    expect((await gitRow(sites.spare.id)).repodef).toBe(REPO);
    const site = await call('customer', 'GET', `/v1/environments/${sites.spare.id}`);
    expect(site.json().data.attributes.git).toBeNull();
    const response = await call('customer', 'POST', `/v1/environments/${sites.spare.id}/git/deploy`);
    expect(response.json().data).toEqual({
      success: false,
      message: 'The repository’s connection has not been tested yet, so nothing was deployed. Finish connecting it first.',
    });
    expect((await gitRow(sites.spare.id)).lastStatus).toBeNull();
    await call('customer', 'DELETE', `/v1/environments/${sites.spare.id}/git`);
  });
});
