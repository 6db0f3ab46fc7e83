import { SearchInput, SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { CustomerFilterInput } from '../../components/CustomerFilterInput';
import { CERTIFICATE_STATUSES, CERTIFICATE_TYPES, certificateStatusLabel } from '../../rules/certificates';

/** Spec 1 §4: every status with its label (DRAFT as Pending, ACTIVE as Ready). */
const statusChoices = CERTIFICATE_STATUSES.map((status) => ({ id: status, name: certificateStatusLabel(status) }));

/** Search (domain, customer), status, type and customer: the filters GET admin/certificates takes. */
export const certificateFilters = (resource: string) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" margin="none" choices={statusChoices} translateChoice={false} alwaysOn />,
  <SelectInput key="type" source="type" margin="none" choices={enumChoices(resource, 'types', CERTIFICATE_TYPES)} />,
  <CustomerFilterInput key="customerId" source="customerId" label={`resources.${resource}.fields.customer`} />,
];
