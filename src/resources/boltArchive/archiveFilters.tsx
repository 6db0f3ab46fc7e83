import { SearchInput, SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { PLANS } from '../../rules/schemas/bolt';

/** Search (Bolt or customer name) and the plan. */
export const archiveFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={enumChoices('bolt-archive', 'plans', PLANS)} />,
];
