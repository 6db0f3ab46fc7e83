import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { EXPIRING_WITHIN_DAYS } from '../../rules/certificates';

/** How many certificates expire soon: the list's total, the number the navigation's badge shows (spec 1 §2). */
export function ExpiringTotal() {
  const translate = useTranslate();
  const { total, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  return (
    <Typography role="status" color="text.secondary" sx={{ px: 2, pt: 2, fontWeight: 600 }}>
      {translate('resources.expiring-ssl.total', { smart_count: total, days: EXPIRING_WITHIN_DAYS })}
    </Typography>
  );
}
