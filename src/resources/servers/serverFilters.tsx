import { SearchInput, SelectInput, TextInput } from 'react-admin';
import { SERVER_STATUSES } from '../../rules/schemas/server';
import { enumChoices } from '../../components/choices';

export const statusChoices = enumChoices('servers', 'statuses', SERVER_STATUSES);

/** Search (name, hostname, IP), status and location; type, hidden and empty are the tabs. */
export const serverFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} />,
  <TextInput key="location" source="location" />,
];
