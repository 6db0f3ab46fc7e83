import { describe, expect, it } from 'vitest';
import { CRON_PAGE_DEFAULTS, cronFormErrors, serverFieldErrors } from '../../src/resources/cronjobs/cronForm';

const valid = { ...CRON_PAGE_DEFAULTS, command: 'php ~/site/public/wp-cron.php', schedule: '*/5 * * * *' };

describe('cron job form (spec 2 §2.7, §5)', () => {
  it('starts with the cron page defaults: every minute, no notifications, inactive', () => {
    expect(CRON_PAGE_DEFAULTS).toEqual({ command: '', schedule: '* * * * *', comment: '', notifications: 'none', active: false });
  });

  it('accepts a valid job', () => {
    expect(cronFormErrors(valid)).toEqual({});
  });

  it.each([
    [{ command: '' }, 'command', 'The field cannot be empty'],
    [{ command: 'x'.repeat(256) }, 'command', 'Field cannot be longer than 255 characters.'],
    [{ command: 'php a.php > out.log' }, 'command', 'Please enter a valid command'],
    [{ comment: 'x'.repeat(101) }, 'comment', 'The field cannot exceed 100 characters in length.'],
    [{ schedule: '' }, 'schedule', 'The field cannot be empty'],
    [{ schedule: '* * *' }, 'schedule', 'Please enter a valid cron schedule with 5 parts.'],
    [{ schedule: '61 * * * *' }, 'schedule', 'Please enter a valid minute (0-59).'],
    [{ schedule: '0 24 * * *' }, 'schedule', 'Please enter a valid hour (0-23).'],
  ])('gives %j the message of its own field', (change, field, message) => {
    expect(cronFormErrors({ ...valid, ...change })).toEqual({ [field]: message });
  });

  it('keeps only the form’s fields of a 422 body', () => {
    expect(serverFieldErrors({ errors: { schedule: 'bad', root: { serverError: 'x' } } })).toEqual({ schedule: 'bad' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
