import ScheduleIcon from '@mui/icons-material/Schedule';
import { Autocomplete, Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { DEFAULT_PHP_TIMEZONE, phpTimezones } from '../../../rules/php';
import { SectionCard } from '../../../components/SectionCard';
import { phpMessages } from '../../../rules/schemas/php';
import { useSiteUpdate } from '../useSiteUpdate';
import type { AvailablePhpSettings } from './phpForm';

/** Spec 2 §2.9: a searchable select of the system zones plus UTC, UTC by default. */
export function PhpTimezoneCard({ settings }: { settings: AvailablePhpSettings }) {
  const translate = useTranslate();
  const stored = settings.phpTimezone || DEFAULT_PHP_TIMEZONE;
  const [zone, setZone] = useState(stored);
  const { save, saving } = useSiteUpdate(settings.id);
  return (
    <SectionCard title="app.sitePhp.timezone.title" icon={<ScheduleIcon fontSize="small" />}>
      <Autocomplete
        options={phpTimezones() as string[]}
        value={zone}
        disableClearable
        disabled={settings.isLegacy}
        onChange={(_, value) => setZone(value)}
        renderInput={(params) => <TextField {...params} label={translate('app.sitePhp.timezone.label')} />}
      />
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          disabled={settings.isLegacy || zone === stored}
          loading={saving}
          onClick={() => save({ phpTimezone: zone }, { success: phpMessages.timezoneUpdated })}
        >
          {translate('app.sitePhp.save')}
        </Button>
      </Box>
    </SectionCard>
  );
}
