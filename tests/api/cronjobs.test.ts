import { asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cronjobs, environments } from '../../server/db/schema';
import { bearer, login, startTestServer, type TestServer } from './helpers';

type Who = 'customer' | 'other' | 'staff' | 'admin';
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Site = typeof environments.$inferSelect;

let server: TestServer;
const tokens = {} as Record<Who, string>;
/** Bolt 1 (customer@demo.test) has six sites, one per state; Bolt 5 is other@demo.test's. */
let own: Site;
let disabled: Site;
let others: Site;

const db = () => server.database.db;
const sitesOf = (boltId: number) => db().select().from(environments).where(eq(environments.boltId, boltId)).orderBy(asc(environments.id));

beforeAll(async () => {
  server = await startTestServer();
  for (const who of ['customer', 'other', 'staff', 'admin'] as const) tokens[who] = await login(server.app, `${who}@demo.test`);
  const bolt1 = await sitesOf(1);
  own = bolt1[0];
  disabled = bolt1.find((site) => !site.enabled)!;
  [others] = await sitesOf(5);
});
afterAll(() => server.close());

const send = (who: Who, method: Method, url: string, payload?: unknown) =>
  server.app.inject({ method, url, headers: bearer(tokens[who]), payload: payload as object | undefined });
const patch = (who: Who, url: string, attributes: Record<string, unknown>) => send(who, 'PATCH', url, { data: { type: 'cronjobs', attributes } });
const create = (who: Who, siteId: number, attributes: Record<string, unknown>, prefix = '') =>
  send(who, 'POST', `/v1/${prefix}cronjobs`, {
    data: { type: 'cronjobs', attributes, relationships: { environment: { data: { type: 'environments', id: String(siteId) } } } },
  });
const jobsOf = async (siteId: number) => Number((await db().select({ n: count() }).from(cronjobs).where(eq(cronjobs.environmentId, siteId)))[0].n);
const job = async (id: number | string) =>
  (
    await db()
      .select()
      .from(cronjobs)
      .where(eq(cronjobs.id, Number(id)))
  )[0];
const firstJobOf = async (siteId: number) => (await db().select().from(cronjobs).where(eq(cronjobs.environmentId, siteId)).orderBy(cronjobs.id))[0];
const VALID = { schedule: '0 3 * * *', command: 'php ~/site/public/wp-cron.php' };

describe('GET environments/{id}/cronjobs', () => {
  it('lists the site’s cron jobs with the spec 2 §3 fields and a description of the schedule', async () => {
    const body = (await send('customer', 'GET', `/v1/environments/${own.id}/cronjobs`)).json();
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, per_page: 15 });
    const seeded = await firstJobOf(own.id);
    expect(body.data[0]).toEqual({
      id: String(seeded.id),
      type: 'cronjobs',
      attributes: {
        schedule: seeded.schedule,
        description: 'At 03:00 every day',
        command: seeded.command,
        comment: seeded.comment,
        notifications: seeded.notifications,
        active: seeded.active,
        disabled: false,
        environmentId: own.id,
        environment: own.title,
        boltId: own.boltId,
        bolt: expect.any(String),
        createdAt: expect.any(String),
      },
      relationships: { environment: { data: { type: 'environments', id: String(own.id) } } },
    });
  });

  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/environments/${own.id}/cronjobs`, 200],
    ['customer', () => `/v1/environments/${others.id}/cronjobs`, 404],
    ['other', () => `/v1/environments/${own.id}/cronjobs`, 404],
    ['staff', () => `/v1/environments/${own.id}/cronjobs`, 404],
    ['staff', () => `/v1/admin/environments/${own.id}/cronjobs`, 200],
    ['admin', () => `/v1/admin/environments/${others.id}/cronjobs`, 200],
    ['customer', () => `/v1/admin/environments/${own.id}/cronjobs`, 403],
    ['customer', () => '/v1/environments/999999/cronjobs', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await send(who, 'GET', url())).statusCode).toBe(status);
  });

  it('shows one cron job only to those who may see its site', async () => {
    const mine = await firstJobOf(own.id);
    const theirs = await firstJobOf(others.id);
    expect((await send('customer', 'GET', `/v1/cronjobs/${mine.id}`)).json().data.attributes.command).toBe(mine.command);
    expect((await send('customer', 'GET', `/v1/cronjobs/${theirs.id}`)).statusCode).toBe(404);
    expect((await send('customer', 'GET', '/v1/cronjobs/abc')).statusCode).toBe(404);
    expect((await send('staff', 'GET', `/v1/admin/cronjobs/${theirs.id}`)).statusCode).toBe(200);
  });

  it('keeps the staff list of a server’s cron jobs (admin/cronjobs?filter[serverId]=)', async () => {
    const response = await send('staff', 'GET', '/v1/admin/cronjobs?filter[serverId]=1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data[0].attributes).toHaveProperty('bolt');
  });
});

describe('POST cronjobs', () => {
  it.each<[string, Record<string, unknown>, string, string]>([
    ['no schedule', { command: 'ls' }, 'schedule', 'The field cannot be empty'],
    ['an empty schedule', { ...VALID, schedule: '  ' }, 'schedule', 'The field cannot be empty'],
    ['four fields', { ...VALID, schedule: '* * * *' }, 'schedule', 'Please enter a valid cron schedule with 5 parts.'],
    ['a macro', { ...VALID, schedule: '@daily' }, 'schedule', 'Please enter a valid cron schedule with 5 parts.'],
    ['minute 60', { ...VALID, schedule: '60 * * * *' }, 'schedule', 'Please enter a valid minute (0-59).'],
    ['a step of 0', { ...VALID, schedule: '*/0 * * * *' }, 'schedule', 'Please enter a valid minute (0-59).'],
    ['hour 24', { ...VALID, schedule: '0 24 * * *' }, 'schedule', 'Please enter a valid hour (0-23).'],
    ['day 0', { ...VALID, schedule: '0 0 0 * *' }, 'schedule', 'Please enter a valid day of the month (1-31).'],
    ['month 13', { ...VALID, schedule: '0 0 1 13 *' }, 'schedule', 'Please enter a valid month (1-12 or JAN-DEC).'],
    ['weekday 8', { ...VALID, schedule: '0 0 * * 8' }, 'schedule', 'Please enter a valid day of the week (0-7 or SUN-SAT).'],
    ['February 31st', { ...VALID, schedule: '0 0 31 2 *' }, 'schedule', 'This schedule never runs: day 31 does not occur in February'],
    [
      'the 31st of 30-day months',
      { ...VALID, schedule: '0 0 31 4,6,9,11 *' },
      'schedule',
      'This schedule never runs: day 31 does not occur in April, June, September or November',
    ],
    ['no command', { schedule: '* * * * *' }, 'command', 'The field cannot be empty'],
    ['a blank command', { ...VALID, command: '   ' }, 'command', 'The field cannot be empty'],
    ['a long command', { ...VALID, command: 'x'.repeat(256) }, 'command', 'Field cannot be longer than 255 characters.'],
    ['a redirect', { ...VALID, command: 'php run.php > /tmp/out' }, 'command', 'Please enter a valid command'],
    ['an input redirect', { ...VALID, command: 'mysql < dump.sql' }, 'command', 'Please enter a valid command'],
    ['a second line', { ...VALID, command: 'ls\n* * * * * rm -rf ~' }, 'command', 'Please enter a valid command'],
    ['a long comment', { ...VALID, comment: 'c'.repeat(101) }, 'comment', 'The field cannot exceed 100 characters in length.'],
    ['a comment on two lines', { ...VALID, comment: 'a\nb' }, 'comment', 'Please enter the comment on one line.'],
    ['an unknown notification level', { ...VALID, notifications: 'some' }, 'notifications', 'Please choose one of the options.'],
    ['a non-boolean active', { ...VALID, active: 'yes' }, 'active', 'active must be true or false.'],
  ])('refuses %s and writes nothing', async (_case, attributes, field, detail) => {
    const response = await create('customer', own.id, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } })]);
    expect(await jobsOf(own.id)).toBe(1);
  });

  it('refuses a body without the site, or with an unknown attribute', async () => {
    const noSite = await send('customer', 'POST', '/v1/cronjobs', { data: { type: 'cronjobs', attributes: VALID } });
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().errors[0]).toMatchObject({ detail: 'Please choose the site of the cron job.', source: { pointer: '/data/relationships' } });
    const unknown = await create('customer', own.id, { ...VALID, disabled: true });
    expect(unknown.statusCode).toBe(422);
    expect(await jobsOf(own.id)).toBe(1);
  });

  it('adds a cron job with the defaults and says so', async () => {
    const response = await create('customer', own.id, { schedule: ' */15   * * *  * ', command: ' php artisan queue:work ' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.meta).toEqual({ message: 'cron added' });
    expect(body.data.attributes).toMatchObject({
      schedule: '*/15 * * * *',
      description: 'Every 15 minutes',
      command: 'php artisan queue:work',
      comment: '',
      notifications: 'none',
      active: true,
      disabled: false,
    });
    expect(body.data.relationships.environment.data).toEqual({ type: 'environments', id: String(own.id) });
    expect(await jobsOf(own.id)).toBe(2);
  });

  it('accepts names, lists, ranges, steps and the tilde form', async () => {
    const response = await create('customer', own.id, {
      schedule: '0~30 9-17/2 1,15 jan-jun MON-FRI',
      command: 'php cron.php',
      comment: 'Reports',
      notifications: 'errors',
      active: false,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({ comment: 'Reports', notifications: 'errors', active: false });
  });

  it('marks a job of a disabled site as disabled', async () => {
    const response = await create('customer', disabled.id, VALID);
    expect(response.json().data.attributes.disabled).toBe(true);
  });

  it('hides another account’s site; staff add there through admin/', async () => {
    const before = await jobsOf(others.id);
    expect((await create('customer', others.id, VALID)).statusCode).toBe(404);
    expect((await create('customer', 999999, VALID)).statusCode).toBe(404);
    expect(await jobsOf(others.id)).toBe(before);
    expect((await create('customer', others.id, VALID, 'admin/')).statusCode).toBe(403);
    expect((await create('staff', others.id, VALID, 'admin/')).statusCode).toBe(201);
    expect(await jobsOf(others.id)).toBe(before + 1);
  });
});

describe('PATCH cronjobs/{id}', () => {
  it('takes a toggle of only active and notifications ("cronjob updated")', async () => {
    const { id } = await firstJobOf(own.id);
    const response = await patch('customer', `/v1/cronjobs/${id}`, { active: false, notifications: 'all' });
    expect(response.statusCode).toBe(200);
    expect(response.json().meta).toEqual({ message: 'cronjob updated' });
    expect(response.json().data.attributes).toMatchObject({ active: false, notifications: 'all' });
    expect(await job(id)).toMatchObject({ active: false, notifications: 'all', schedule: '0 3 * * *' });
  });

  it('takes an edit of some attributes ("cron updated") and keeps the others', async () => {
    const { id, command } = await firstJobOf(own.id);
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
    const before = await firstJobOf(own.id);
    const response = await patch('customer', `/v1/cronjobs/${before.id}`, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail, source: { pointer: `/data/attributes/${field}` } });
    expect(await job(before.id)).toEqual(before);
  });

  it('hides another account’s cron job; staff change it through admin/', async () => {
    const theirs = await firstJobOf(others.id);
    expect((await patch('customer', `/v1/cronjobs/${theirs.id}`, { active: !theirs.active })).statusCode).toBe(404);
    expect((await patch('customer', '/v1/cronjobs/999999', { active: true })).statusCode).toBe(404);
    expect(await job(theirs.id)).toEqual(theirs);
    expect((await patch('staff', `/v1/admin/cronjobs/${theirs.id}`, { active: !theirs.active })).statusCode).toBe(200);
    expect((await job(theirs.id)).active).toBe(!theirs.active);
  });
});

describe('DELETE cronjobs/{id}', () => {
  it('hides another account’s cron job and deletes the caller’s own', async () => {
    const theirs = await firstJobOf(others.id);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${theirs.id}`)).statusCode).toBe(404);
    expect(await job(theirs.id)).toBeDefined();
    const mine = await firstJobOf(own.id);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${mine.id}`)).statusCode).toBe(204);
    expect(await job(mine.id)).toBeUndefined();
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${mine.id}`)).statusCode).toBe(404);
  });

  it('lets staff delete through admin/', async () => {
    const theirs = await firstJobOf(others.id);
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
    expect(added.statusCode).toBe(502);
    expect(added.json().errors[0]).toMatchObject({ code: 'upstream_failed', detail: FAILED });
    expect(await jobsOf(site.id)).toBe(1);
    expect((await patch('customer', `/v1/cronjobs/${before.id}`, { command: 'echo changed' })).statusCode).toBe(502);
    expect((await send('customer', 'DELETE', `/v1/cronjobs/${before.id}`)).statusCode).toBe(502);
    expect(await job(before.id)).toEqual(before);
    await db().update(environments).set({ title: site.title }).where(eq(environments.id, site.id));
  });
});

describe('POST environments/{id}/reload?sync-crons-ssh=0|1 (staff)', () => {
  it.each(['', '?sync-crons-ssh=0', '?sync-crons-ssh=1'])('rebuilds a site’s configuration (%s) with 204, again and again', async (query) => {
    for (let i = 0; i < 2; i++) {
      const response = await send('staff', 'POST', `/v1/admin/environments/${others.id}/reload${query}`);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
  });

  it('refuses another flag value', async () => {
    const response = await send('admin', 'POST', `/v1/admin/environments/${own.id}/reload?sync-crons-ssh=2`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({ detail: 'sync-crons-ssh must be 0 or 1.', source: { parameter: 'sync-crons-ssh' } });
  });

  it('is a staff tool: customers get no such call', async () => {
    expect((await send('customer', 'POST', `/v1/environments/${own.id}/reload`)).statusCode).toBe(404);
    expect((await send('customer', 'POST', `/v1/admin/environments/${own.id}/reload`)).statusCode).toBe(403);
    expect((await send('staff', 'POST', '/v1/admin/environments/999999/reload')).statusCode).toBe(404);
  });

  it('answers 502 when the server cannot rebuild (sandbox: fail- site title)', async () => {
    await db().update(environments).set({ title: 'fail-reload site' }).where(eq(environments.id, own.id));
    const response = await send('staff', 'POST', `/v1/admin/environments/${own.id}/reload?sync-crons-ssh=1`);
    expect(response.statusCode).toBe(502);
    expect(response.json().errors[0].detail).toBe("Could not rebuild the site's configuration. Please try again later.");
    await db().update(environments).set({ title: own.title }).where(eq(environments.id, own.id));
  });
});
