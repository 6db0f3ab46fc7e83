import { Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { CdnCustomer } from '../../../dataProvider/calls/provisioning';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';

/**
 * Spec 2 §2.3, §6: staff see the order's customer as a link to their page (/customers/{userId}).
 * Picked in the first step, or, for an order opened from the query, the order's customer user.
 */
export function OrderCustomerLink({ orderId, customer }: { orderId: string; customer: CdnCustomer | null }) {
  const { data } = usePanelQuery(
    ['provisioning-orders', orderId, 'customer'],
    async (dataProvider) => {
      const order = await dataProvider.cdnOrder(orderId);
      return { name: order.customer, userId: order.customerUserId };
    },
    { enabled: customer === null },
  );
  const shown = customer ?? data;
  if (!shown) return <Skeleton width={180} />;
  if (shown.userId === null) return <Typography sx={{ fontWeight: 600 }}>{shown.name}</Typography>;
  return (
    <Link component={RouterLink} to={`/customers/${shown.userId}`} sx={{ fontWeight: 600 }}>
      {shown.name}
    </Link>
  );
}
