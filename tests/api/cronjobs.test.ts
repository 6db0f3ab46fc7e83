import { describe, expect, it } from 'vitest';
import { create, firstJobOf, jobsOf, send, sites, useCronjobServer, VALID, type Who } from './cronjobSupport';

/** Listing a site's cron jobs and adding one (spec 2 §2.7, §5, §7). */
useCronjobServer();

describe('GET environments/{id}/cronjobs', () => {
  it('lists the site’s cron jobs with the spec 2 §3 fields and a description of the schedule', async () => {
    const body = (await send('customer', 'GET', `/v1/environments/${sites.own.id}/cronjobs`)).json();
    expect(body.meta).toMatchObject({ total: 1, current_page: 1, per_page: 15 });
    const seeded = await firstJobOf(sites.own.id);
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
        environmentId: sites.own.id,
        environment: sites.own.title,
        boltId: sites.own.boltId,
        bolt: expect.any(String),
        createdAt: expect.any(String),
      },
      relationships: { environment: { data: { type: 'environments', id: String(sites.own.id) } } },
    });
  });

  it.each<[Who, () => string, number]>([
    ['customer', () => `/v1/environments/${sites.own.id}/cronjobs`, 200],
    ['customer', () => `/v1/environments/${sites.others.id}/cronjobs`, 404],
    ['other', () => `/v1/environments/${sites.own.id}/cronjobs`, 404],
    ['staff', () => `/v1/environments/${sites.own.id}/cronjobs`, 404],
    ['staff', () => `/v1/admin/environments/${sites.own.id}/cronjobs`, 200],
    ['admin', () => `/v1/admin/environments/${sites.others.id}/cronjobs`, 200],
    ['customer', () => `/v1/admin/environments/${sites.own.id}/cronjobs`, 403],
    ['customer', () => '/v1/environments/999999/cronjobs', 404],
  ])('%s GET %s -> %i', async (who, url, status) => {
    expect((await send(who, 'GET', url())).statusCode).toBe(status);
  });

  it('shows one cron job only to those who may see its site', async () => {
    const mine = await firstJobOf(sites.own.id);
    const theirs = await firstJobOf(sites.others.id);
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
    const response = await create('customer', sites.own.id, attributes);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([expect.objectContaining({ detail, source: { pointer: `/data/attributes/${field}` } })]);
    expect(await jobsOf(sites.own.id)).toBe(1);
  });

  it('refuses a body without the site, or with an unknown attribute', async () => {
    const noSite = await send('customer', 'POST', '/v1/cronjobs', { data: { type: 'cronjobs', attributes: VALID } });
    expect(noSite.statusCode).toBe(422);
    expect(noSite.json().errors[0]).toMatchObject({ detail: 'Please choose the site of the cron job.', source: { pointer: '/data/relationships' } });
    const unknown = await create('customer', sites.own.id, { ...VALID, disabled: true });
    expect(unknown.statusCode).toBe(422);
    expect(await jobsOf(sites.own.id)).toBe(1);
  });

  it('adds a cron job with the defaults and says so', async () => {
    const response = await create('customer', sites.own.id, { schedule: ' */15   * * *  * ', command: ' php artisan queue:work ' });
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
    expect(body.data.relationships.environment.data).toEqual({ type: 'environments', id: String(sites.own.id) });
    expect(await jobsOf(sites.own.id)).toBe(2);
  });

  it('accepts names, lists, ranges, steps and the tilde form', async () => {
    const response = await create('customer', sites.own.id, {
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
    const response = await create('customer', sites.disabled.id, VALID);
    expect(response.json().data.attributes.disabled).toBe(true);
  });

  it('hides another account’s site; staff add there through admin/', async () => {
    const before = await jobsOf(sites.others.id);
    expect((await create('customer', sites.others.id, VALID)).statusCode).toBe(404);
    expect((await create('customer', 999999, VALID)).statusCode).toBe(404);
    expect(await jobsOf(sites.others.id)).toBe(before);
    expect((await create('customer', sites.others.id, VALID, 'admin/')).statusCode).toBe(403);
    expect((await create('staff', sites.others.id, VALID, 'admin/')).statusCode).toBe(201);
    expect(await jobsOf(sites.others.id)).toBe(before + 1);
  });
});
