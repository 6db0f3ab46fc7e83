import PeopleOutlineIcon from '@mui/icons-material/PeopleOutline';
import { customerUserAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { CustomerList } from './CustomerList';
import { CustomerPage } from './CustomerPage';

/**
 * Staff's list of the people of customer accounts (/customers) and one's page
 * (/customers/{userId}, with /customers/{userId}/bolts beneath it: react-admin's edit route).
 */
export const customers: ResourceDefinition = {
  name: 'customers',
  list: CustomerList,
  edit: CustomerPage,
  icon: PeopleOutlineIcon,
  recordRepresentation: (record) => `${record.firstName} ${record.lastName}`,
  access: customerUserAccess,
};
