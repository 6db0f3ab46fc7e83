import { required, SearchInput, SelectInput } from 'react-admin';
import { DYNAMIC_REQUEST_PERIODS } from '../../rules/dynamicRequests';

const periodChoices = DYNAMIC_REQUEST_PERIODS.map((period) => ({ id: period, name: `app.dynamicRequests.periods.${period}` }));

/** Search (Bolt or customer name) and the period counted, always shown (the last 30 days unless chosen). */
export const dynamicRequestFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="period" source="period" choices={periodChoices} validate={required()} alwaysOn />,
];
