import { ChoiceChip } from '../../components/ChoiceChip';

/** A customer's signup state; one staff must act on stands out. */
export const SignupStateChip = () => (
  <ChoiceChip source="signupState" group="states" colors={{ manual_verification_needed: 'warning', signup_complete: 'success' }} />
);
