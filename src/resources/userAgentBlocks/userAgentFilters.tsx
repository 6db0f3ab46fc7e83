import { SearchInput, SelectInput } from 'react-admin';
import { USER_AGENT_MATCH_TYPES } from '../../rules/schemas/userAgentBlock';
import { activeChoices, enumChoices } from '../../components/choices';

export const matchTypeChoices = enumChoices('user-agent', 'matchTypes', USER_AGENT_MATCH_TYPES);

/** Search (pattern, reason), match type and active/expired. */
export const userAgentFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="matchType" source="matchType" choices={matchTypeChoices} />,
  <SelectInput key="active" source="active" choices={activeChoices} />,
];
