import { SearchInput, SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { CustomerFilterInput } from '../../components/CustomerFilterInput';

/** Search (domain or customer names), status, type and customer (the API's filters of the orders list). */
export const orderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" margin="none" choices={enumChoices('orders', 'statuses', ['pending', 'in_progress', 'complete'])} />,
  <SelectInput key="type" source="type" margin="none" choices={enumChoices('orders', 'types', ['sbcdn', 'acd'])} />,
  <CustomerFilterInput key="customerId" source="customerId" label="resources.orders.fields.customerId" />,
];
