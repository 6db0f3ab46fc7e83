import { Box, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { DATE } from '../../components/dates';
import { daysLeft } from './expiry';

/** When a certificate expires, and in how many days. */
export function ExpiresInField() {
  const translate = useTranslate();
  const certificate = useRecordContext<{ expiresAt: string | null }>();
  if (!certificate?.expiresAt) return <>-</>;
  return (
    <Box>
      {new Date(certificate.expiresAt).toLocaleDateString(undefined, DATE)}
      <Typography variant="body2" color="warning.main" component="span" sx={{ display: 'block' }}>
        {translate('resources.expiring-ssl.daysLeft', { smart_count: daysLeft(certificate.expiresAt, Date.now()) })}
      </Typography>
    </Box>
  );
}
