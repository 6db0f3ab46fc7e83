import { useEffect } from 'react';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { isWorking, PROVISIONING_POLL_MS } from '../../wizards/cdnSetup/validation';

/** An order's status (GET …/orders/{id}/status), read again while the CDN is at work on it (spec 2 §4). */
export function useOrderStatus(orderId: string) {
  const query = usePanelQuery(['orders', orderId, 'status'], (dataProvider) => dataProvider.cdnOrderStatus(orderId));
  const working = isWorking(query.data ?? null);
  const { refetch } = query;
  useEffect(() => {
    if (!working) return undefined;
    const timer = window.setInterval(() => void refetch(), PROVISIONING_POLL_MS);
    return () => window.clearInterval(timer);
  }, [working, refetch]);
  return query;
}
