import { DateInput, SelectInput } from 'react-admin';
import { CustomerFilterInput } from '../../components/CustomerFilterInput';
import { AUDITED_RESOURCES } from '../../rules/auditTrail';
import { AUDIT_ACTIONS } from '../../rules/schemas/records/audit';

const resourceChoices = AUDITED_RESOURCES.map((id) => ({ id, name: `app.auditTrail.resources.${id}` }));
const actionChoices = AUDIT_ACTIONS.map((id) => ({ id, name: `app.auditTrail.actions.${id}` }));

/** What, which action, and when: both trails. */
export const changeFilters = [
  <SelectInput key="resource" source="resource" label="app.auditTrail.filters.resource" choices={resourceChoices} alwaysOn />,
  <SelectInput key="action" source="action" label="app.auditTrail.filters.action" choices={actionChoices} />,
  <DateInput key="from" source="from" label="app.auditTrail.filters.from" />,
  <DateInput key="to" source="to" label="app.auditTrail.filters.to" />,
];

/** Staff also narrow the trail to one customer. */
export const auditFilters = [
  <CustomerFilterInput key="accountId" source="accountId" label="app.auditTrail.filters.customer" alwaysOn />,
  ...changeFilters,
];
