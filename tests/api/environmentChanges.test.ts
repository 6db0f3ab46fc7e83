import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bolts, environments } from '../../server/db/schema';
import { call, db, otherSite, siteRow, sitesOf, useSitesServer } from './environmentSupport';

/** Changing sites: creating, renaming, refreshing the API key, deleting, resetting the SSH password (spec 2 §7). */
useSitesServer();

describe('POST environments?bolt={id}', () => {
  it.each([
    ['', 'The site name cannot be empty'],
    ['      ', 'The site name cannot be empty'],
    ['Short', 'The site name must be at least 6 characters long'],
    ['x'.repeat(51), 'The site name cannot be longer than 50 characters.'],
  ])('refuses the title %j with the spec text and writes nothing', async (title, detail) => {
    const before = await sitesOf(1);
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: '/data/attributes/title' } })]);
    expect(await sitesOf(1)).toBe(before);
  });

  it('refuses a missing title, a missing Bolt and unknown attributes', async () => {
    const missing = await call('customer', 'POST', '/v1/environments?bolt=1', {});
    expect(missing.json().errors[0]).toMatchObject({ detail: 'The site name cannot be empty', source: { pointer: '/data/attributes/title' } });
    const noBolt = await call('customer', 'POST', '/v1/environments', { title: 'A fine site' });
    expect(noBolt.json().errors[0]).toMatchObject({ detail: 'Please choose the Bolt of the new site.', source: { parameter: 'bolt' } });
    const unknown = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'A fine site', colour: 'red' });
    expect(unknown.statusCode).toBe(422);
    expect(await sitesOf(1)).toBe(6);
  });

  it('creates a site named from its title, in the Bolt’s location', async () => {
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title: '  My new site  ' });
    expect(response.statusCode).toBe(201);
    const { id, attributes } = response.json().data;
    const [bolt] = await db().select().from(bolts).where(eq(bolts.id, 1));
    expect(attributes).toMatchObject({
      title: 'My new site',
      name: 'mynewsite_1',
      state: 'production',
      enabled: true,
      location: bolt.location,
      boltId: 1,
      devMode: false,
      apikey: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect((await call('customer', 'GET', `/v1/environments/${id}`)).json().data.attributes.title).toBe('My new site');
    const again = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'My new site' });
    expect(again.json().data.attributes.name).toBe('mynewsite_1_2');
    const digits = await call('customer', 'POST', '/v1/environments?bolt=1', { title: '2025 campaign' });
    expect(digits.json().data.attributes.name).toBe('site2025campaign_1');
  });

  it('puts a new site on its Bolt’s platform; a Bolt without sites goes by its location', async () => {
    await db().update(environments).set({ isLegacy: true }).where(eq(environments.boltId, 4));
    const inherited = (await call('customer', 'POST', '/v1/environments?bolt=4', { title: 'Classic platform site' })).json().data;
    expect(inherited.attributes).toMatchObject({ isLegacy: true, webRoot: `/kunder/bolt_4/${inherited.attributes.name}/public` });
    // Bolt 6 is in nyc-us, a location of the classic platform.
    await db().delete(environments).where(eq(environments.boltId, 6));
    const located = await call('staff', 'POST', '/v1/admin/environments?bolt=6', { title: 'Fresh start site' });
    expect(located.json().data.attributes).toMatchObject({ isLegacy: true, location: 'nyc-us' });
  });

  it('stops at the plan’s site limit (business: 10) with a clear 422', async () => {
    while ((await sitesOf(1)) < 10) {
      expect((await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'Filler site' })).statusCode).toBe(201);
    }
    const response = await call('customer', 'POST', '/v1/environments?bolt=1', { title: 'One too many' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'limit_reached',
      detail: 'This Bolt has reached its limit of 10 sites. Upgrade the plan or remove a site to add another.',
    });
    expect(await sitesOf(1)).toBe(10);
  });

  it('hides another account’s Bolt; staff create there through admin/', async () => {
    const before = await sitesOf(5);
    expect((await call('customer', 'POST', '/v1/environments?bolt=5', { title: 'Sneaky site' })).statusCode).toBe(404);
    expect((await call('staff', 'POST', '/v1/environments?bolt=5', { title: 'Sneaky site' })).statusCode).toBe(404);
    expect(await sitesOf(5)).toBe(before);
    const staff = await call('staff', 'POST', '/v1/admin/environments?bolt=5', { title: 'Support test site' });
    expect(staff.statusCode).toBe(201);
    expect(await sitesOf(5)).toBe(before + 1);
  });
});

describe('PATCH environments/{id}', () => {
  it.each([
    ['', 'The site name cannot be empty'],
    ['Short', 'The site name must be at least 6 characters long'],
    ['y'.repeat(51), 'The site name cannot be longer than 50 characters.'],
  ])('refuses the title %j and keeps the old one', async (title, detail) => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { title });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: '/data/attributes/title' } });
    expect((await siteRow(2)).title).toBe('Web shop 2');
  });

  it('renames a site and says so with the spec 2 §8 text', async () => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { title: 'Web shop renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.title).toBe('Web shop renamed');
    expect(response.json().meta).toEqual({ message: 'site name changed' });
    expect((await siteRow(2)).title).toBe('Web shop renamed');
  });

  it('makes a new API key on refreshApikey', async () => {
    const before = (await siteRow(2)).apiKey;
    const response = await call('customer', 'PATCH', '/v1/environments/2', { refreshApikey: true });
    expect(response.json().data.attributes.apikey).not.toBe(before);
    expect(response.json().data.attributes.apikey).toBe((await siteRow(2)).apiKey);
    expect(response.json()).not.toHaveProperty('meta');
    const wrong = await call('customer', 'PATCH', '/v1/environments/2', { refreshApikey: 'yes' });
    expect(wrong.json().errors[0]).toMatchObject({
      detail: 'refreshApikey must be true or false.',
      source: { pointer: '/data/attributes/refreshApikey' },
    });
  });

  it('refuses attributes it does not take', async () => {
    const response = await call('customer', 'PATCH', '/v1/environments/2', { phpVersion: '7.4' });
    expect(response.statusCode).toBe(422);
  });

  it('hides another account’s site; staff rename it through admin/', async () => {
    const site = await otherSite();
    expect((await call('customer', 'PATCH', `/v1/environments/${site.id}`, { title: 'Hijacked site' })).statusCode).toBe(404);
    expect((await siteRow(site.id)).title).toBe(site.title);
    const staff = await call('staff', 'PATCH', `/v1/admin/environments/${site.id}`, { title: 'Renamed by support' });
    expect(staff.json().data.attributes.title).toBe('Renamed by support');
  });
});

describe('DELETE environments/{id}', () => {
  it('hides another account’s site and deletes the caller’s own', async () => {
    const site = await otherSite();
    expect((await call('customer', 'DELETE', `/v1/environments/${site.id}`)).statusCode).toBe(404);
    expect(await siteRow(site.id)).toBeDefined();
    const before = await sitesOf(1);
    const response = await call('customer', 'DELETE', '/v1/environments/6');
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await call('customer', 'GET', '/v1/environments/6')).statusCode).toBe(404);
    expect(await sitesOf(1)).toBe(before - 1);
  });

  it('lets staff delete through admin/', async () => {
    const site = await otherSite();
    expect((await call('admin', 'DELETE', `/v1/admin/environments/${site.id}`)).statusCode).toBe(204);
    expect(await siteRow(site.id)).toBeUndefined();
  });
});

describe('POST environments/{id}/reset-ssh-password', () => {
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  it('answers a new password once and keeps only its hash', async () => {
    const response = await call('customer', 'POST', '/v1/environments/1/reset-ssh-password');
    expect(response.statusCode).toBe(200);
    const site = await siteRow(1);
    const { attributes } = response.json().data;
    expect(attributes).toMatchObject({ username: site.name, port: 22, hostname: expect.any(String) });
    expect(attributes.password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect(site.sshPasswordHash).toBe(sha256(attributes.password));
    const again = (await call('customer', 'POST', '/v1/environments/1/reset-ssh-password')).json().data.attributes;
    expect(again.password).not.toBe(attributes.password);
    const shown = (await call('customer', 'GET', '/v1/environments/1')).body;
    expect(shown).not.toContain(again.password);
    expect(shown).not.toContain(sha256(again.password));
  });

  it('refuses when password login is off', async () => {
    await db().update(environments).set({ sshAccess: 'keys' }).where(eq(environments.id, 4));
    const response = await call('customer', 'POST', '/v1/environments/4/reset-ssh-password');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].detail).toBe('Password login is off for this site. Set its SSH access to password and keys first.');
    expect((await siteRow(4)).sshPasswordHash).toBeNull();
  });

  it('saves nothing when the SSH gateway refuses (sandbox: a title starting with fail-)', async () => {
    const created = await call('staff', 'POST', '/v1/admin/environments?bolt=3', { title: 'fail-gateway site' });
    const id = Number(created.json().data.id);
    const response = await call('customer', 'POST', `/v1/environments/${id}/reset-ssh-password`);
    expect(response.statusCode).toBe(424);
    expect(response.json().errors[0]).toMatchObject({ code: 'upstream_failed', detail: 'Could not reset the SSH password. Please try again later.' });
    expect((await siteRow(id)).sshPasswordHash).toBeNull();
  });

  it('hides another account’s site; staff reset through admin/', async () => {
    const site = await otherSite();
    expect((await call('customer', 'POST', `/v1/environments/${site.id}/reset-ssh-password`)).statusCode).toBe(404);
    expect((await siteRow(site.id)).sshPasswordHash).toBeNull();
    expect((await call('staff', 'POST', `/v1/admin/environments/${site.id}/reset-ssh-password`)).statusCode).toBe(200);
  });
});
