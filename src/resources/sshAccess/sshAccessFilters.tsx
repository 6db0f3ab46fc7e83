import { SearchInput, SelectInput } from 'react-admin';

/** `filter[status]` of GET admin/ssh-access: derived from the expiry by the API. */
const statusChoices = [
  { id: 'active', name: 'app.siteAccess.status.active' },
  { id: 'expired', name: 'app.siteAccess.status.expired' },
];

/** Search (who, fingerprint, site title or name) and active/expired. */
export const sshAccessFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];
