import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bolts } from '../../server/db/schema';
import { managedSite } from '../../server/services/environments';
import { app, call, db, REPO, settled, sites, sitesOf, useGitServer } from './gitSupport';

/** Spec 2 §3 Environment `deleted` and `git (with autopull)`, and "Deploy on every push" on the git page. */
useGitServer();

beforeAll(async () => {
  await call('customer', 'POST', `/v1/environments/${sites.own.id}/git`, { repodef: REPO });
  await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/test-connection`);
});

const hook = () => app().inject({ method: 'POST', url: `/v1/environments/${sites.own.id}/git/deploy?api_token=${sites.own.apiKey}` });
const site = async (id: number) => (await call('customer', 'GET', `/v1/environments/${id}`)).json().data.attributes;

describe('the site record', () => {
  it('says deleted false for a live site, and git null without a repository', async () => {
    expect(await site(sites.own.id)).toMatchObject({ deleted: false, git: { autopull: true } });
    expect(await site(sites.spare.id)).toMatchObject({ deleted: false, git: null });
    const list = (await call('customer', 'GET', '/v1/bolts/1/environments')).json().data;
    expect(list.find((s: { id: string }) => s.id === String(sites.own.id)).attributes.git).toEqual({ autopull: true });
  });

  it('says deleted true for a site whose Bolt was archived (such a site is a 404 on every path)', async () => {
    const [archived] = await db().select().from(bolts).where(eq(bolts.name, 'Viking Outdoor old shop'));
    const [gone] = await sitesOf(archived.id);
    expect((await managedSite(db(), gone.id)).attributes.deleted).toBe(true);
    expect((await call('staff', 'GET', `/v1/admin/environments/${gone.id}`)).statusCode).toBe(404);
  });
});

describe('Deploy on every push (PUT environments/{id}/git autopull)', () => {
  afterEach(() => settled(sites.own.id));

  it('is on by default: a push deploys', async () => {
    expect((await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes.autopull).toBe(true);
    expect((await hook()).json().data.success).toBe(true);
  });

  it('switched off, is saved and shown on the site; a push then deploys nothing, Deploy now still does', async () => {
    const response = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { autopull: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { attributes: { autopull: false, branch: 'main' } },
      meta: { message: 'Deploy on every push is off.' },
    });
    expect((await site(sites.own.id)).git).toEqual({ autopull: false });
    const before = (await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes.last_trigger;
    const pushed = await hook();
    expect(pushed.statusCode).toBe(200);
    expect(pushed.json()).toEqual({ data: { success: false, message: 'Deploy on every push is off for this site; nothing was deployed.' } });
    expect((await call('customer', 'GET', `/v1/environments/${sites.own.id}/git`)).json().data.attributes.last_trigger).toBe(before);
    expect((await call('customer', 'POST', `/v1/environments/${sites.own.id}/git/deploy`)).json().data.success).toBe(true);
  });

  it('switched on again, a push deploys; a branch change keeps the setting', async () => {
    const on = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { autopull: true });
    expect(on.json().meta).toEqual({ message: 'Deploy on every push is on.' });
    const branch = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { branch: 'develop' });
    expect(branch.json()).toEqual({ data: expect.objectContaining({ attributes: expect.objectContaining({ autopull: true, branch: 'develop' }) }) });
    expect((await hook()).json().data.success).toBe(true);
  });

  it('refuses a body with neither, or a non-boolean, and writes nothing', async () => {
    const empty = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0].detail).toBe('Please give a branch or whether to deploy on every push.');
    const text = await call('customer', 'PUT', `/v1/environments/${sites.own.id}/git`, { autopull: 'no' });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors[0]).toMatchObject({ detail: 'Please choose on or off.', source: { pointer: '/data/attributes/autopull' } });
    expect((await site(sites.own.id)).git).toEqual({ autopull: true });
  });

  it('is a 404 for another account’s site; staff change it through admin/', async () => {
    expect((await call('customer', 'PUT', `/v1/environments/${sites.others.id}/git`, { autopull: false })).statusCode).toBe(404);
    await call('staff', 'POST', `/v1/admin/environments/${sites.others.id}/git`, { repodef: REPO });
    const staff = await call('staff', 'PUT', `/v1/admin/environments/${sites.others.id}/git`, { autopull: false });
    expect(staff.json().data.attributes.autopull).toBe(false);
  });
});
