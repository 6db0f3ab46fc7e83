import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { describeSchedule } from '../../rules/cron';
import { CRON_NOTIFICATIONS } from '../../rules/schemas/cronjob';
import type { CronFormErrors, CronFormValues } from './cronForm';

interface CronjobFieldsProps {
  values: CronFormValues;
  errors: CronFormErrors;
  onChange: (values: CronFormValues) => void;
}

/**
 * The fields of a cron job (spec 2 §2.7): the schedule is checked as it is typed and, once valid,
 * said in words (describeSchedule) so a person sees when the job will run.
 */
export function CronjobFields({ values, errors, onChange }: CronjobFieldsProps) {
  const translate = useTranslate();
  const set = <K extends keyof CronFormValues>(field: K, value: CronFormValues[K]) => onChange({ ...values, [field]: value });
  const description = describeSchedule(values.schedule);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label={translate('resources.cronjobs.fields.command')}
        value={values.command}
        onChange={(event) => set('command', event.target.value)}
        error={Boolean(errors.command)}
        helperText={errors.command ?? translate('app.siteCronjobs.commandHelp')}
        required
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <TextField
        label={translate('resources.cronjobs.fields.schedule')}
        value={values.schedule}
        onChange={(event) => set('schedule', event.target.value)}
        error={Boolean(errors.schedule)}
        helperText={errors.schedule ?? description ?? ' '}
        required
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } }}
      />
      <TextField
        select
        label={translate('resources.cronjobs.fields.notifications')}
        value={values.notifications}
        onChange={(event) => set('notifications', event.target.value as CronFormValues['notifications'])}
        helperText=" "
      >
        {CRON_NOTIFICATIONS.map((level) => (
          <MenuItem key={level} value={level}>
            {translate(`resources.cronjobs.levels.${level}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={translate('resources.cronjobs.fields.comment')}
        value={values.comment}
        onChange={(event) => set('comment', event.target.value)}
        error={Boolean(errors.comment)}
        helperText={errors.comment ?? ' '}
        sx={{ gridColumn: '1 / -1' }}
      />
      <FormControlLabel
        control={<Switch checked={values.active} onChange={(event) => set('active', event.target.checked)} />}
        label={translate('resources.cronjobs.fields.active')}
      />
    </Box>
  );
}
