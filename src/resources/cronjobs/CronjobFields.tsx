import { Box } from '@mui/material';
import { BooleanInput, SelectInput, TextInput } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { describeSchedule } from '../../rules/cron';
import { CRON_NOTIFICATIONS } from '../../rules/schemas/cronjob';
import { CronPresetSelect } from './CronPresetSelect';

const LEVELS = CRON_NOTIFICATIONS.map((level) => ({ id: level, name: `resources.cronjobs.levels.${level}` }));
const MONO = { htmlInput: { spellCheck: false, style: { fontFamily: 'monospace' } } };

/**
 * The fields of a cron job (spec 2 §2.7) inside a react-admin form: the schedule is typed or filled
 * from a common one, checked as it changes and, once valid, said in words (describeSchedule) so a
 * person sees when the job will run.
 */
export function CronjobFields() {
  const schedule: unknown = useWatch({ name: 'schedule' });
  const description = typeof schedule === 'string' ? describeSchedule(schedule) : null;
  return (
    <Box sx={{ display: 'grid', columnGap: 2, rowGap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextInput source="command" isRequired helperText="app.siteCronjobs.commandHelp" sx={{ gridColumn: '1 / -1' }} slotProps={MONO} />
      <CronPresetSelect />
      {/* The description is the schedule in words, not a text key. */}
      <TextInput source="schedule" isRequired helperText={description ? <>{description}</> : ' '} slotProps={MONO} />
      {/* Always one of the levels: no empty choice. */}
      <SelectInput source="notifications" choices={LEVELS} isRequired helperText=" " />
      <TextInput source="comment" sx={{ gridColumn: '1 / -1' }} />
      <BooleanInput source="active" />
    </Box>
  );
}
