import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { BoltAllocationCard } from './BoltAllocationCard';

/** /accounts/{accountId}/resource-allocation (staff): each live Bolt of the account against its plan, over-allocated ones first. */
export default function ResourceAllocationPage() {
  const { accountId = '' } = useParams();
  const translate = useTranslate();
  const { data, error, refetch } = usePanelQuery(['accounts', accountId, 'resource-allocation'], (dataProvider) =>
    dataProvider.resourceAllocation(accountId),
  );
  const bolts = data ? [...data.bolts].sort((a, b) => Number(b.overAllocated) - Number(a.overAllocated)) : undefined;
  return (
    <Box sx={{ py: 2 }}>
      <PageHeader
        title={translate('app.accounts.allocationTitle', { account: data?.account ?? '…' })}
        back={{ to: '/accounts', label: 'app.routes.accounts' }}
      />
      {error ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : !bolts ? (
        <Skeleton height={240} />
      ) : bolts.length === 0 ? (
        <Typography color="text.secondary">{translate('app.accounts.noBolts')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          {bolts.map((bolt) => (
            <BoltAllocationCard key={bolt.id} bolt={bolt} />
          ))}
        </Box>
      )}
    </Box>
  );
}
