import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useIncomingTransfers } from './queries';
import { formatMoment } from '../../../rules/dates';

/**
 * Pending transfers addressed to the signed-in person, where they will notice them (landing). A
 * failed fetch only hides the banner, as spec 1 §8 has Bolt list failures only logged.
 */
export function IncomingTransfersBanner() {
  const translate = useTranslate();
  const { data = [], error } = useIncomingTransfers();
  useEffect(() => {
    if (error) console.warn('Incoming transfers unavailable', error);
  }, [error]);
  if (!data.length) return null;
  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      {data.map((transfer) => (
        <Alert
          key={transfer.id}
          severity="info"
          icon={<SwapHorizIcon />}
          action={
            <Button
              component={Link}
              to={`/bolts/${transfer.boltId}/transfer${transfer.token ? `?token=${encodeURIComponent(transfer.token)}` : ''}`}
              color="inherit"
              variant="outlined"
              size="small"
            >
              {translate('app.transfer.review')}
            </Button>
          }
        >
          <AlertTitle>{translate('app.transfer.incomingTitle', { name: transfer.fromName, bolt: transfer.boltName })}</AlertTitle>
          {translate('app.transfer.incomingText', { date: formatMoment(transfer.expiresAt) })}
        </Alert>
      ))}
    </Stack>
  );
}
