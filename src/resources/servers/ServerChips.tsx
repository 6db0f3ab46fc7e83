import { ChoiceChip } from '../../components/ChoiceChip';

export const ServerTypeChip = () => <ChoiceChip source="type" group="types" colors={{ shared: 'default', dedicated: 'secondary' }} />;

export const ServerStatusChip = () => (
  <ChoiceChip source="status" group="statuses" colors={{ active: 'success', maintenance: 'warning', decommissioned: 'default' }} />
);
