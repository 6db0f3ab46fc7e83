import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { accountAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { AccountList } from './AccountList';

/** Staff's customer accounts and their resource allocation (spec 1 §2 /accounts). */
export const accounts: ResourceDefinition = {
  name: 'accounts',
  list: AccountList,
  icon: AccountBalanceOutlinedIcon,
  recordRepresentation: 'name',
  access: accountAccess,
};
