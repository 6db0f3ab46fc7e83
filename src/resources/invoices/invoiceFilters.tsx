import { SearchInput, SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { CustomerFilterInput } from '../../components/CustomerFilterInput';
import { INVOICE_STATUSES } from '../../rules/invoices';

/** Search (invoice number, Bolt or customer name) and status; staff also pick a customer. */
export const invoiceFilters = (staff: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" margin="none" choices={enumChoices('invoices', 'statuses', INVOICE_STATUSES)} />,
  ...(staff ? [<CustomerFilterInput key="customerId" source="customerId" label="resources.invoices.fields.customerId" />] : []),
];
