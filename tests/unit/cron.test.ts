import { describe, expect, it } from 'vitest';
import { checkSchedule, describeSchedule, normalizeSchedule, scheduleMessages } from '../../src/rules/cron';
import { cronjobCreateSchema, cronjobUpdateSchema, isCronToggle } from '../../src/rules/schemas/cronjob';

describe('checkSchedule (spec 2 §5)', () => {
  it.each([
    '* * * * *',
    '*/15 * * * *',
    '0 3 * * *',
    '59 23 31 12 7',
    '0 0 1 1 0',
    '0,15,30,45 * * * *',
    '0-59/5 0-23/2 1-31/3 1-12/4 0-7/2',
    '0 9-17 * * mon-fri',
    '0 0 * JAN,jul Sun',
    '~ ~ * * *',
    '0~30 3 * * *',
    '~30 ~12 ~15 ~6 ~3',
    '30~ 12~ * * *',
    '5,10~20,*/30 * * * *',
    '  1   2 3 4 5  ',
    '05 09 * * *',
  ])('accepts %j', (schedule) => {
    expect(checkSchedule(schedule)).toMatchObject({ ok: true });
  });

  it.each<[string, string]>([
    ['', 'schedule'],
    ['* * * *', 'schedule'],
    ['* * * * * *', 'schedule'],
    ['@daily', 'schedule'],
    ['60 * * * *', 'minute'],
    ['-1 * * * *', 'minute'],
    ['*/0 * * * *', 'minute'],
    ['*/60 * * * *', 'minute'],
    ['5/15 * * * *', 'minute'],
    ['10-5 * * * *', 'minute'],
    ['1--2 * * * *', 'minute'],
    ['1,,2 * * * *', 'minute'],
    ['30~10 * * * *', 'minute'],
    ['5~5 * * * *', 'minute'],
    ['1~2~3 * * * *', 'minute'],
    ['~/5 * * * *', 'minute'],
    ['a * * * *', 'minute'],
    ['100 * * * *', 'minute'],
    ['* 24 * * *', 'hour'],
    ['* 1-24 * * *', 'hour'],
    ['* */24 * * *', 'hour'],
    ['* * 0 * *', 'dayOfMonth'],
    ['* * 32 * *', 'dayOfMonth'],
    ['* * mon * *', 'dayOfMonth'],
    ['* * * 0 *', 'month'],
    ['* * * 13 *', 'month'],
    ['* * * january *', 'month'],
    ['* * * * 8', 'dayOfWeek'],
    ['* * * * monday', 'dayOfWeek'],
    ['* * * * jan', 'dayOfWeek'],
    ['* * * * */0', 'dayOfWeek'],
  ])('refuses %j at the %s field with its own message', (schedule, field) => {
    const check = checkSchedule(schedule);
    expect(check).toEqual({ ok: false, field, message: scheduleMessages[field as keyof typeof scheduleMessages] });
  });

  it('reports the first failing field', () => {
    expect(checkSchedule('* 99 99 99 99')).toMatchObject({ field: 'hour', message: 'Please enter a valid hour (0-23).' });
  });

  it('has a distinct message per field', () => {
    expect(new Set(Object.values(scheduleMessages)).size).toBe(6);
    expect(scheduleMessages).toEqual({
      schedule: 'Please enter a valid cron schedule with 5 parts.',
      minute: 'Please enter a valid minute (0-59).',
      hour: 'Please enter a valid hour (0-23).',
      dayOfMonth: 'Please enter a valid day of the month (1-31).',
      month: 'Please enter a valid month (1-12 or JAN-DEC).',
      dayOfWeek: 'Please enter a valid day of the week (0-7 or SUN-SAT).',
    });
  });

  it.each<[string, string]>([
    ['0 0 31 2 *', 'day 31 does not occur in February'],
    ['0 0 30 2 *', 'day 30 does not occur in February'],
    ['0 0 30,31 feb *', 'days 30 and 31 do not occur in February'],
    ['0 0 31 4,6,9,11 *', 'day 31 does not occur in April, June, September or November'],
    ['0 0 31 apr-jun/2 *', 'day 31 does not occur in April or June'],
    ['0 0 30~ 2 *', 'days 30 and 31 do not occur in February'],
    ['0 0 31 2 */2', 'day 31 does not occur in February'],
  ])('refuses %j, which never runs, at the day of the month', (schedule, reason) => {
    expect(checkSchedule(schedule)).toEqual({ ok: false, field: 'dayOfMonth', message: `This schedule never runs: ${reason}` });
  });

  it.each([
    // February 29th comes in leap years; one month of the list is enough.
    '0 0 29 2 *',
    '0 0 31 2,3 *',
    '0 0 30,31 4 *',
    '0 0 ~ 2 *',
    '0 0 28~ 2 *',
    // A day of the week of its own: cron runs on days matching either field.
    '0 0 31 2 1',
    '0 0 31 2 mon-fri',
  ])('accepts %j, which runs', (schedule) => {
    expect(checkSchedule(schedule)).toMatchObject({ ok: true });
  });

  it('normalizes the spacing', () => {
    expect(normalizeSchedule('  */5\t*  * * *  ')).toBe('*/5 * * * *');
  });
});

describe('describeSchedule', () => {
  it.each([
    ['* * * * *', 'Every minute'],
    ['*/15 * * * *', 'Every 15 minutes'],
    ['0 3 * * *', 'At 03:00 every day'],
    ['5 * * * 1', 'At minute 5 past every hour on Monday'],
    ['0 * * * *', 'Every hour'],
    ['0 * * * 0', 'Every hour on Sunday'],
    ['30 2 * * 1-5', 'At 02:30 on Monday through Friday'],
    ['0 4 * * sat,7', 'At 04:00 on Saturday and Sunday'],
    ['0 0 1 1 *', 'At 00:00 on day 1 of the month in January'],
    ['0 0 1,15 * *', 'At 00:00 on days 1 and 15 of the month'],
    ['0 0 1-7 * *', 'At 00:00 on days 1 through 7 of the month'],
    ['0 12 * jan-mar *', 'At 12:00 in January through March'],
    ['0 0 * */3 *', 'At 00:00 in every 3rd month'],
    ['0,30 8,20 * * *', 'At 08:00, 08:30, 20:00 and 20:30 every day'],
    ['0 9-17 * * *', 'At minute 0 past hours 9 through 17'],
    ['0 */2 * * *', 'At minute 0 past every 2nd hour'],
    ['15,45 */3 * * *', 'At minutes 15 and 45 past every 3rd hour'],
    ['* 3 * * *', 'Every minute during hour 3'],
    ['*/10 9-17 * * mon-fri', 'Every 10 minutes during hours 9 through 17 on Monday through Friday'],
    ['5-50/10 * * * *', 'Every 10 minutes from 5 through 50'],
    ['~ 3 * * *', 'At a random minute past hour 3'],
    ['0~30 * * * *', 'At a random minute between 0 and 30 past every hour'],
    ['~20 4 * * *', 'At a random minute between 0 and 20 past hour 4'],
    ['0 ~ * * *', 'At minute 0 past a random hour'],
    ['0 0 1 * mon', 'At 00:00 on day 1 of the month or on Monday'],
    ['0 0 */2 * mon', 'At 00:00 on every 2nd day of the month when it falls on Monday'],
    ['0 12 * * 1-5/2', 'At 12:00 on every 2nd day of the week from Monday through Friday'],
    ['0 0 21,22,23 * *', 'At 00:00 on days 21, 22 and 23 of the month'],
  ])('%j -> %j', (schedule, description) => {
    expect(describeSchedule(schedule)).toBe(description);
  });

  it('has nothing to say about an invalid schedule', () => {
    expect(describeSchedule('61 * * * *')).toBeNull();
  });
});

describe('cron job schemas (spec 2 §5)', () => {
  it('fills the defaults of a new job and stores the schedule normalized', () => {
    expect(cronjobCreateSchema.parse({ schedule: ' 0  3 * * * ', command: ' ls ' })).toEqual({
      schedule: '0 3 * * *',
      command: 'ls',
      comment: '',
      notifications: 'none',
      active: true,
    });
  });

  it('names the schedule field for a schedule failure', () => {
    const result = cronjobUpdateSchema.safeParse({ schedule: '* * * 13 *' });
    expect(result.success).toBe(false);
    expect(result.error!.issues).toEqual([expect.objectContaining({ path: ['schedule'], message: 'Please enter a valid month (1-12 or JAN-DEC).' })]);
  });

  it('gives an empty schedule only the required message', () => {
    const result = cronjobCreateSchema.safeParse({ schedule: '', command: 'ls' });
    expect(result.error!.issues.map((issue) => issue.message)).toEqual(['The field cannot be empty']);
  });

  it('tells a toggle from an edit', () => {
    expect(isCronToggle({ active: true, notifications: 'none' })).toBe(true);
    expect(isCronToggle({ active: false })).toBe(true);
    expect(isCronToggle({ active: false, command: 'ls' })).toBe(false);
  });
});
