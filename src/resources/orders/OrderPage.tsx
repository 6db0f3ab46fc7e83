import { Box, Button, Skeleton, Stack } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import type { ProvisioningOrder } from '../../dataProvider/calls/provisioning';
import { DomainProgress } from '../../wizards/cdnSetup/parts/DomainProgress';
import { isOrderComplete } from '../../wizards/cdnSetup/validation';
import { OrderActionsCard } from './OrderActionsCard';
import { useOrderDeletion } from './useOrderDeletion';
import { useOrderStatus } from './useOrderStatus';
import { formatMoment } from '../../rules/dates';

/** /orders/{id}: one CDN order (staff): each domain's steps as the CDN wizard shows them, moving it on, deleting it. */
export function OrderPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { id = '' } = useParams<{ id: string }>();
  const order = useGetOne<ProvisioningOrder>('orders', { id });
  const status = useOrderStatus(id);
  const { confirmDelete, deleting } = useOrderDeletion(() => navigate('/orders'));
  // The page keeps its heading while the order loads or fails.
  const header = (
    <PageHeader title={translate('resources.orders.title', { id })} record={`#${id}`} back={{ to: '/orders', label: 'app.routes.cdnOrders' }} />
  );
  if (order.error)
    return (
      <Box>
        {header}
        <LoadError title="resources.orders.loadFailed" error={order.error} onRetry={() => order.refetch()} />
      </Box>
    );
  if (!order.data)
    return (
      <Box>
        {header}
        <Skeleton variant="rounded" height={240} />
      </Box>
    );
  const record = order.data;
  const wizard = `/cdn-wizard?${new URLSearchParams({ orderId: id, redirect: `/orders/${id}` })}`;
  const summary = translate('resources.orders.summary', {
    customer: record.customer,
    type: translate(`resources.orders.types.${record.type}`),
    date: formatMoment(record.createdAt),
  });
  return (
    <Box>
      <PageHeader
        title={translate('resources.orders.title', { id })}
        record={`#${id}`}
        intro={summary}
        back={{ to: '/orders', label: 'app.routes.cdnOrders' }}
        actions={
          <>
            {!isOrderComplete(status.data ?? null) && (
              <Button variant="outlined" component={Link} to={wizard}>
                {translate('resources.orders.openWizard')}
              </Button>
            )}
            <Button variant="outlined" color="error" disabled={deleting} onClick={() => void confirmDelete(record)}>
              {translate('resources.orders.delete.button')}
            </Button>
          </>
        }
      />
      <Stack spacing={3}>
        <OrderActionsCard orderId={id} disabled={!status.data || isOrderComplete(status.data)} />
        {status.error ? (
          <LoadError title="app.cdnSetup.validation.loadFailed" error={status.error} onRetry={() => status.refetch()} />
        ) : status.data ? (
          Object.values(status.data.domains).map((domain) => <DomainProgress key={domain.name} domain={domain} />)
        ) : (
          <Skeleton variant="rounded" height={220} />
        )}
      </Stack>
    </Box>
  );
}
