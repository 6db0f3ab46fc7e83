import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Alert, Box, Skeleton, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { useRole } from '../../layout/useRole';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { LockButton } from './LockButton';
import { UnlockButton } from './UnlockButton';
import { useAccountLockdown } from './useAccountLockdown';
import { formatMoment } from '../../rules/dates';

/** Whether the account is locked (spec 1 §4), with Lock and Unlock; an admin's lock only an admin lifts. */
export const LockdownCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  const role = useRole();
  const { lockdown, isPending, error, refetch } = useAccountLockdown(customer.accountId);
  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (isPending) return <Skeleton height={40} />;
    if (!lockdown) return <Typography color="text.secondary">{translate('app.customerPage.notLocked')}</Typography>;
    return (
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography color="error.main" sx={{ fontWeight: 600 }}>
          {translate('app.customerPage.locked', {
            type: translate(`resources.lockdown.types.${lockdown.type}`),
            who: lockdown.createdBy ?? translate('app.customerPage.lockedByUnknown'),
            date: formatMoment(lockdown.createdAt, 'date'),
          })}
        </Typography>
        <Typography variant="body2">{translate('app.customerPage.lockReason', { reason: lockdown.reason })}</Typography>
        {lockdown.setByAdmin && role !== 'admin' && <Alert severity="info">{translate('app.customerPage.adminLock')}</Alert>}
      </Box>
    );
  };
  const action =
    error || isPending ? null : lockdown ? <UnlockButton lockdown={lockdown} disabled={lockdown.setByAdmin && role !== 'admin'} /> : <LockButton />;
  return (
    <SectionCard title="app.customerPage.lockdown" icon={<LockOutlinedIcon />} action={action}>
      {body()}
    </SectionCard>
  );
};
