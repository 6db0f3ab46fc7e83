import { Chip, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';

/** Who wrote (staff's trail): the person and their role, on whose account when acting for a customer. */
export const ActorField = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack spacing={0.25} alignItems="flex-start">
      <Typography variant="body2">{record.actorName ?? translate('app.auditTrail.signedOut')}</Typography>
      {record.actorRole && record.actorRole !== 'customer' && (
        <Chip size="small" variant="outlined" color="secondary" label={translate(`app.auditTrail.roles.${record.actorRole}`)} />
      )}
      {record.onBehalf && record.account && (
        <Typography variant="caption" color="text.secondary">
          {translate('app.auditTrail.onBehalf', { account: record.account })}
        </Typography>
      )}
    </Stack>
  );
};
