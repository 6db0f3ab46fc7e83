import { BooleanInput, SearchInput, SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { SIGNUP_STATES } from '../../rules/customers';

/** Unchecked is no filter at all (not "everyone but those awaiting"). */
const onlyWhenChecked = (checked: boolean) => (checked ? true : undefined);

/** Search (names, e-mail, company, customer id), "Awaiting verification" and the signup state. */
export const customerFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="awaitingVerification" source="awaitingVerification" parse={onlyWhenChecked} helperText={false} alwaysOn sx={{ mb: 1.25 }} />,
  <SelectInput key="signupState" source="signupState" choices={enumChoices('customers', 'states', SIGNUP_STATES)} />,
];
