import { defaultExporter, type Exporter } from 'react-admin';
import type { ProvisioningOrder } from '../../dataProvider/calls/provisioning';

/** CDN orders as CSV (orders.csv): one row an order, its domains' names joined (their steps stay on the order's page). */
export const orderExporter: Exporter<ProvisioningOrder> = (orders, fetchRelated, dataProvider) =>
  defaultExporter(
    orders.map(({ id, customer, customerId, type, status, domains, createdAt }) => ({
      id,
      customer,
      customerId,
      type,
      status,
      domains: domains.map((domain) => domain.name).join(' '),
      createdAt,
    })),
    fetchRelated,
    dataProvider,
    'orders',
  );
