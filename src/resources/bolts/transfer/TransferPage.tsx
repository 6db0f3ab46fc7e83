import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { HttpError, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router';
import type { BoltRecord } from '../../../layout/useBoltContext';
import { useRole } from '../../../layout/useRole';
import { CardSkeleton } from '../billing/CardSkeleton';
import { LoadError } from '../../../components/LoadError';
import { AdminTransferForm } from './AdminTransferForm';
import { NoTransfer } from './NoTransfer';
import { useTransfer } from './queries';
import { TransferDecision } from './TransferDecision';
import { TransferNotFound } from './TransferNotFound';
import { TransferRequestForm } from './TransferRequestForm';
import { TransferStatusCard } from './TransferStatusCard';
import { transferView } from './transferView';

/**
 * {boltId}/transfer (topbar layout): ownership transfer of spec 1 §4. The mail's link carries the
 * request's token (?token=…); a recipient signed in with the addressed email also gets it from the API.
 */
export default function TransferPage() {
  const { boltId = '' } = useParams();
  const [search] = useSearchParams();
  const translate = useTranslate();
  const role = useRole();
  const { data, error, isPending, refetch } = useTransfer(boltId);
  const hasRole = Boolean(data?.meta.role);
  const { data: bolt } = useGetOne<BoltRecord>('bolts', { id: boltId }, { enabled: hasRole });
  const transfer = data?.transfer ?? null;
  const boltName = bolt?.name ?? transfer?.boltName ?? translate('app.breadcrumbs.bolt', { id: boltId });
  const view = data && transferView(transfer?.status ?? null, data.meta);
  const token = search.get('token') ?? transfer?.token;

  const body = () => {
    if (error instanceof HttpError && error.status === 404) return <TransferNotFound />;
    if (error) return <LoadError title="app.transfer.loadFailed" error={error} onRetry={() => refetch()} />;
    if (isPending || !view) return <CardSkeleton lines={4} />;
    return (
      <Stack spacing={2.5}>
        {view.kind === 'decide' && transfer && token && <TransferDecision transfer={transfer} token={token} />}
        {view.kind === 'pending' && transfer && <TransferStatusCard transfer={transfer} canCancel={view.canCancel} />}
        {view.kind === 'start' && transfer && <TransferStatusCard transfer={transfer} canCancel={false} />}
        {view.kind === 'start' && <TransferRequestForm boltId={boltId} boltName={boltName} />}
        {view.kind === 'status' && (transfer ? <TransferStatusCard transfer={transfer} canCancel={false} /> : <NoTransfer />)}
        {hasRole && !data?.meta.canStart && role !== 'admin' && <Alert severity="info">{translate('app.transfer.ownerOnly')}</Alert>}
        {role === 'admin' && hasRole && view.kind !== 'decide' && <AdminTransferForm boltId={boltId} boltName={boltName} />}
      </Stack>
    );
  };

  return (
    <Box>
      <Button component={Link} to={hasRole ? `/bolts/${boltId}` : '/'} startIcon={<ArrowBackIcon />} sx={{ mb: 2, ml: -1 }}>
        {translate(hasRole ? 'app.transfer.backToBolt' : 'app.notAvailable.back')}
      </Button>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3 }}>
        <Box
          sx={{
            width: 48,
            height: 48,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
            flexShrink: 0,
          }}
        >
          <SwapHorizIcon />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h1" variant="h1">
            {translate('app.routes.boltTransfer')}
          </Typography>
          <Typography color="text.secondary" noWrap>
            {boltName}
          </Typography>
        </Box>
      </Box>
      {body()}
    </Box>
  );
}
