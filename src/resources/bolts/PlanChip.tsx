import { ChoiceChip } from '../../components/ChoiceChip';

/** A Bolt's plan; the larger plans read stronger. */
export const PlanChip = () => (
  <ChoiceChip source="plan" group="plans" colors={{ pro: 'default', business: 'info', scale: 'primary', enterprise: 'secondary' }} />
);
