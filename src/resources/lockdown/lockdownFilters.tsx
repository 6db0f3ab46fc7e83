import { SearchInput, SelectInput } from 'react-admin';
import { lockTypeChoices } from './LockTypeInput';

/** Search (customer, reason) and lock type. */
export const lockdownFilters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="type" source="type" choices={lockTypeChoices} />];
