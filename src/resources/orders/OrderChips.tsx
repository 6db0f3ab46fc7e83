import { ChoiceChip } from '../../components/ChoiceChip';

export const OrderTypeChip = () => <ChoiceChip source="type" group="types" colors={{ sbcdn: 'default', acd: 'secondary' }} />;

export const OrderStatusChip = () => (
  <ChoiceChip source="status" group="statuses" colors={{ pending: 'default', in_progress: 'info', complete: 'success' }} />
);
