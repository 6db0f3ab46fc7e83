import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import { provisioningOrderAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { OrderList } from './OrderList';
import { OrderPage } from './OrderPage';

/** CDN (provisioning) orders (staff, /orders and one order's status at /orders/{id}). */
export const orders: ResourceDefinition = {
  name: 'orders',
  list: OrderList,
  edit: OrderPage,
  icon: CloudQueueIcon,
  recordRepresentation: (order) => `#${String(order.id)}`,
  access: provisioningOrderAccess,
};
