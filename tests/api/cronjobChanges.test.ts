import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { environments } from '../../server/db/schema';
import { create, db, firstJobOf, job, jobsOf, patch, send, sites, sitesOf, useCronjobServer, VALID } from './cronjobSupport';

/** Changing and deleting cron jobs, a crontab the server refuses, and the staff's reload (spec 2 §2.7, §7). */
useCronjobServer();

describe('PATCH cronjobs/{id}', () => {
  it('takes a toggle of only active and notifications ("cronjob updated")', async () => {
    const { id } = await firstJobOf(sites.own.id);
    const response = await patch('customer', `/v1/cronjobs/${id}`, { active: false, notifications: 'all' });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ message: 'cronjob updated' });
    expect(response.json().data.attributes).toMatchObject({ active: false, notifications: 'all' });
    expect(await job(id)).toMatchObject({ active: false, notifications: 'all', schedule: '0 3 * * *' });
  });

  it('takes an edit of some attributes ("cron updated") and keeps the others', async () => {
    const { id, command } = await firstJobOf(sites.own.id);
    const response = await patch('customer', `/v1/cronjobs/${id}`, { schedule: '5 * * * 1', comment: null });
    expect(response.json().meta).toEqual({ message: 'cron updated' });
    expect(response.json().data.attributes).toMatchObject({
      schedule: '5 * * * 1',
      description: 'At minute 5 past every hour on Monday',
      comment: '',
      command,
      active: false,
    });
  });

  it.each<[Record<string, unknown>, string, string]>([
    [{ schedule: '* * * * * *' }, 'schedule', 'Please enter a valid cron schedule with 5 parts.'],
    [{ schedule: '* * 32 * *' }, 'schedule', 'Please enter a valid day of the month (1-31).'],
    [{ command: '' }, 'command', 'The field cannot be empty'],
    [{ command: 'echo <hi>' }, 'command', 'Please enter a valid command'],
    [{ comment: 'c'.repeat(101) }, 'comment', 'The field cannot exceed 100 characters in length.'],
    [{ active: 'yes' }, 'active', 'active must be true or false.'],
  ])('refuses %j and changes nothing', async (attributes, field, detail) => {
    const before = await firstJobOf(sites.own.id);
    const response = await patch('customer', `/v1/cronjobs/${before.id}`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await job(before.id)).toEqual(before);
  });

  it('hides another account’s cron job; staff change it through admin/', async () => {
    const theirs = await firstJobOf(sites.others.id);
    expect((await patch('customer', `/v1/cronjobs/${theirs.id}`, { active: !theirs.active })).statusCode).toBe(404);
    expect((await patch('customer', '/v1/cronjobs/999999', { active: true })).statusCode).toBe(404);
    expect(await job(theirs.id)).toEqual(theirs);
    expect((await patch('staff', `/v1/admin/cronjobs/${theirs.id}`, { active: !theirs.active })).statusCode).toBe(200);
    expect((await job(theirs.id)).active).toBe(!theirs.active);
  });
});

describe('DELETE cronjobs/{id}', () => {
  it('hides another account’s cron job and deletes the caller’s own', async () => {
    const theirs = await firstJobOf(sites.others.id);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${theirs.id}`)).statusCode).toBe(404);
    expect(await job(theirs.id)).toBeDefined();
    const mine = await firstJobOf(sites.own.id);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${mine.id}`)).statusCode).toBe(204);
    expect(await job(mine.id)).toBeUndefined();
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${mine.id}`)).statusCode).toBe(404);
  });

  it('lets staff delete through admin/', async () => {
    const theirs = await firstJobOf(sites.others.id);
    expect((await send('staff', 'DELETE', `/v1/admin/cronjobs/${theirs.id}`)).statusCode).toBe(204);
    expect(await job(theirs.id)).toBeUndefined();
  });
});

describe('when the site’s server refuses the crontab (sandbox: a site title starting with fail-)', () => {
  const FAILED = "Could not update the cron jobs on the site's server. Please try again later.";

  it('keeps every cron job as it was', async () => {
    const [, site] = await sitesOf(1);
    await db().update(environments).set({ title: 'fail-crontab site' }).where(eq(environments.id, site.id));
    const before = await firstJobOf(site.id);
    const added = await create('customer', site.id, VALID);
    expect(added.statusCode).toBe(424);
    expect(added.json().errors[0]).toMatchObject({ code: 'upstream_failed', detail: FAILED });
    expect(await jobsOf(site.id)).toBe(1);
    expect((await patch('customer', `/v1/cronjobs/${before.id}`, { command: 'echo changed' })).statusCode).toBe(424);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${before.id}`)).statusCode).toBe(424);
    expect(await job(before.id)).toEqual(before);
    await db().update(environments).set({ title: site.title }).where(eq(environments.id, site.id));
  });
});

describe('POST environments/{id}/reload?sync-crons-ssh=0|1 (staff)', () => {
  it.each(['', '?sync-crons-ssh=0', '?sync-crons-ssh=1'])('rebuilds a site’s configuration (%s) with 204, again and again', async (query) => {
    for (let i = 0; i < 2; i++) {
      const response = await send('staff', 'POST', `/v1/admin/environments/${sites.others.id}/reload${query}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });

  it('refuses another flag value', async () => {
    const response = await send('admin', 'POST', `/v1/admin/environments/${sites.own.id}/reload?sync-crons-ssh=2`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'sync-crons-ssh must be 0 or 1.', source: { parameter: 'sync-crons-ssh' } });
  });

  it('is a staff tool: customers get no such call', async () => {
    expect((await send('customer', 'POST', `/v1/environments/${sites.own.id}/reload`)).statusCode).toBe(404);
    expect((await send('customer', 'POST', `/v1/admin/environments/${sites.own.id}/reload`)).statusCode).toBe(403);
    expect((await send('staff', 'POST', '/v1/admin/environments/999999/reload')).statusCode).toBe(404);
  });

  it('answers 424 when the server cannot rebuild (sandbox: fail- site title)', async () => {
    await db().update(environments).set({ title: 'fail-reload site' }).where(eq(environments.id, sites.own.id));
    const response = await send('staff', 'POST', `/v1/admin/environments/${sites.own.id}/reload?sync-crons-ssh=1`);
    expect(response.statusCode).toBe(424);
    expect(response.json().errors[0].detail).toBe("Could not rebuild the site's configuration. Please try again later.");
    await db().update(environments).set({ title: sites.own.title }).where(eq(environments.id, sites.own.id));
  });
});
