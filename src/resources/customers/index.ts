import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { customerUserAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { CustomerList } from './CustomerList';

/** Staff's list of the people of customer accounts (/customers); /customers/{userId} comes later. */
export const customers: ResourceDefinition = {
  name: 'customers',
  list: CustomerList,
  icon: PeopleOutlineIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`,
  access: customerUserAccess,
};
