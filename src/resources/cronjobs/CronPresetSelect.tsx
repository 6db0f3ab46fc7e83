import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { CRON_PRESETS, presetOf, scheduleOfPreset } from '../../rules/cronPresets';

/** Shown while the schedule is none of the presets; not a choice of its own. */
const CUSTOM = 'custom';

/**
 * A select of common schedules (cronPresets.ts) beside the schedule field: choosing one fills the
 * field, checked as if typed; a typed schedule shows as its preset, or as Custom. It is not a
 * field of the job: only the schedule is sent.
 */
export function CronPresetSelect() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const schedule: unknown = useWatch({ name: 'schedule' });
  return (
    <TextField
      select
      label={translate('app.siteCronjobs.preset')}
      value={presetOf(schedule) ?? CUSTOM}
      onChange={(event) => {
        const chosen = scheduleOfPreset(event.target.value);
        if (chosen) setValue('schedule', chosen, { shouldDirty: true, shouldTouch: true, shouldValidate: true });
      }}
      helperText=" "
    >
      {CRON_PRESETS.map(({ id }) => (
        <MenuItem key={id} value={id}>
          {translate(`app.siteCronjobs.presets.${id}`)}
        </MenuItem>
      ))}
      <MenuItem value={CUSTOM} disabled>
        {translate('app.siteCronjobs.presets.custom')}
      </MenuItem>
    </TextField>
  );
}
