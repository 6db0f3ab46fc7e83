import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Invited (has not signed up yet) or active. */
export function StatusChip({ status }: { status: 'active' | 'invited' }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={status === 'active' ? 'success' : 'warning'}
      label={translate(`app.boltUsers.status.${status}`)}
      title={translate(`app.boltUsers.statusHelp.${status}`)}
    />
  );
}
