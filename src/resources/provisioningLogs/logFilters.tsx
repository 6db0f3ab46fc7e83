import { SelectInput } from 'react-admin';
import { enumChoices } from '../../components/choices';
import { CustomerFilterInput } from '../../components/CustomerFilterInput';
import { DomainSearchInput } from './DomainSearchInput';
import { PROVISIONING_STATUSES, PROVISIONING_STEPS } from '../../rules/certificates';

/** Search by domain; step, status and customer (GET admin/provisioning/logs's filters). */
export const logFilters = [
  <DomainSearchInput key="q" source="q" label="resources.provisioning-logs.fields.q" alwaysOn />,
  <SelectInput key="step" source="step" margin="none" choices={enumChoices('provisioning-logs', 'steps', PROVISIONING_STEPS)} alwaysOn />,
  <SelectInput key="status" source="status" margin="none" choices={enumChoices('provisioning-logs', 'statuses', PROVISIONING_STATUSES)} alwaysOn />,
  <CustomerFilterInput key="customerId" source="customerId" label="resources.provisioning-logs.fields.customerId" />,
];
