import { ChoiceChip } from '../../components/ChoiceChip';

export const LogStepChip = () => <ChoiceChip source="step" group="steps" />;

export const LogStatusChip = () => (
  <ChoiceChip
    source="status"
    group="statuses"
    colors={{ pending: 'default', in_progress: 'info', complete: 'success', action_required: 'warning' }}
  />
);
