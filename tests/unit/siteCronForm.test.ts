import { describe, expect, it } from 'vitest';
import { apiRelationships, apiType } from '../../src/dataProvider/paths';
import { toApi } from '../../src/dataProvider/records';
import { CRON_PAGE_DEFAULTS, cronFormErrors, cronFormValuesOf } from '../../src/resources/cronjobs/cronForm';

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

  it('ignores the fields of the record that are not the form’s', () => {
    expect(cronFormErrors({ ...valid, id: '4', description: 'Every 5 minutes', disabled: false, environmentId: '1' })).toEqual({});
  });

  it('sends only the form’s fields, an emptied comment as none (spec 2 §2.7, §7)', () => {
    const record = { ...valid, comment: null, id: '4', description: 'Every 5 minutes', disabled: false, environmentId: '1', createdAt: 'x' };
    expect(cronFormValuesOf(record)).toEqual({ ...valid, comment: '' });
  });

  it('names the site of a new job in relationships.environment, not in its attributes (spec 2 §7)', () => {
    const body = toApi(apiType('siteCronjobs'), { ...valid, environmentId: 7 }, apiRelationships('siteCronjobs'));
    expect(body).toEqual({
      data: { type: 'cronjobs', attributes: valid, relationships: { environment: { data: { type: 'environments', id: '7' } } } },
    });
  });

  it('toggles with only active and notifications, no relationship (spec 2 §7)', () => {
    expect(toApi(apiType('siteCronjobs'), { active: true, notifications: 'all' }, apiRelationships('siteCronjobs'))).toEqual({
      data: { type: 'cronjobs', attributes: { active: true, notifications: 'all' } },
    });
  });
});
