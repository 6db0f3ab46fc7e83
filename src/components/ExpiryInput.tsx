import { Chip, Stack } from '@mui/material';
import { DateTimeInput, useInput, useTranslate } from 'react-admin';
import { EXPIRY_OPTIONS, expiryFrom, localToIso } from './expiry';

/** When a block ends: a date-time, or one click on a quick choice (1 hour ... never). */
export const ExpiryInput = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'expiresAt' });
  return (
    <Stack sx={{ width: '100%' }}>
      <DateTimeInput source="expiresAt" fullWidth parse={localToIso} helperText="resources.shared.expiry.helper" />
      <Stack
        direction="row"
        gap={1}
        flexWrap="wrap"
        alignItems="center"
        role="group"
        aria-label={translate('resources.shared.expiry.quick')}
        sx={{ mt: -0.5, mb: 2 }}
      >
        {EXPIRY_OPTIONS.map((option) => (
          <Chip
            key={option}
            size="small"
            variant="outlined"
            label={translate(`resources.shared.expiry.${option}`)}
            onClick={() => field.onChange(expiryFrom(option))}
          />
        ))}
      </Stack>
    </Stack>
  );
};
