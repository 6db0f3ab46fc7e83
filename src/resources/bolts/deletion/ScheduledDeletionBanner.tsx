import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DashboardBolt } from '../dashboard/types';
import { useBoltDeletion } from './useBoltDeletion';
import { formatMoment } from '../../../rules/dates';

/** Spec 1 §4: a scheduled deletion is shown with its date and can be removed (POST restore-subscription). */
export function ScheduledDeletionBanner({ bolt, canRestore }: { bolt: DashboardBolt; canRestore: boolean }) {
  const translate = useTranslate();
  const { restore, busy } = useBoltDeletion(String(bolt.id));
  if (!bolt.deletionScheduledAt) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        canRestore && (
          <Button color="inherit" size="small" variant="outlined" onClick={restore} disabled={busy}>
            {translate('app.deletion.restore')}
          </Button>
        )
      }
    >
      {translate('resources.bolts.deletionScheduled', { date: formatMoment(bolt.deletionScheduledAt, 'date') })}
    </Alert>
  );
}
