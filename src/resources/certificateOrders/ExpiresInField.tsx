import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { daysLeft } from './expiry';
import { formatMoment } from '../../rules/dates';

/** When a certificate expires, and in how many days. */
export function ExpiresInField() {
  const translate = useTranslate();
  const certificate = useRecordContext<{ expiresAt: string | null }>();
  if (!certificate?.expiresAt) return <>-</>;
  return (
    <Box>
      {formatMoment(certificate.expiresAt, 'date')}
      <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block' }}>
        {translate('resources.expiring-ssl.daysLeft', { smart_count: daysLeft(certificate.expiresAt, Date.now()) })}
      </Typography>
    </Box>
  );
}
