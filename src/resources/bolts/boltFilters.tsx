import { AutocompleteInput, ReferenceInput, SearchInput, SelectInput } from 'react-admin';
import { PLANS } from '../../rules/schemas/bolt';
import { enumChoices } from '../../components/choices';

const planChoices = enumChoices('bolts', 'plans', PLANS);
const hostingChoices = [
  { id: 'true', name: 'resources.bolts.hosting.dedicated' },
  { id: 'false', name: 'resources.bolts.hosting.shared' },
];

/** Search (name, customer, id) and the API's filters; staff also filter by server. */
export const boltFilters = (isStaff: boolean) => [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="plan" source="plan" choices={planChoices} />,
  <SelectInput key="dedicated" source="dedicated" choices={hostingChoices} />,
  ...(isStaff
    ? [
        <ReferenceInput key="serverId" source="serverId" reference="servers">
          <AutocompleteInput />
        </ReferenceInput>,
      ]
    : []),
];
