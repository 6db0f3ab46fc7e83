import { SearchInput, SelectInput } from 'react-admin';
import { activeChoices } from '../../components/choices';

/** Search (address, reason) and active/expired. */
export const ipBlockFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="active" source="active" choices={activeChoices} />];
