import { Box, CircularProgress } from '@mui/material';
import { ShowBase, useShowContext, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router';
import { LoadError } from '../../components/LoadError';
import type { CustomerUser } from '../../rules/schemas/records/profile';
import { AccountActivityCard } from '../auditEvents/AccountActivityCard';
import { CustomerBolts } from './CustomerBolts';
import { CustomerHeader } from './CustomerHeader';
import { CustomerOverview } from './CustomerOverview';

/** The person once read; a failed read offers Retry instead of react-admin's redirect to the list. */
const CustomerContent = () => {
  const { record, error, isPending, refetch } = useShowContext<CustomerUser>();
  const translate = useTranslate();
  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending || !record) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Box sx={{ py: 2 }}>
      <Routes>
        <Route path="*" element={<CustomerOverview header={<CustomerHeader />} activity={<AccountActivityCard accountId={record.accountId} />} />} />
        <Route path="bolts" element={<CustomerBolts />} />
      </Routes>
    </Box>
  );
};

/**
 * Staff's /customers/{userId} and /customers/{userId}/bolts (spec 1 §2): react-admin's edit route
 * of the customers resource (/customers/{id}/*), showing the person read-only with their account.
 */
export const CustomerPage = () => (
  <ShowBase queryOptions={{ retry: false, onError: () => undefined }}>
    <CustomerContent />
  </ShowBase>
);
