import DoNotDisturbIcon from '@mui/icons-material/DoNotDisturbOn';
import { userAgentBlockAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { UserAgentCreate } from './UserAgentCreate';
import { UserAgentEdit } from './UserAgentEdit';
import { UserAgentList } from './UserAgentList';

/** User-agent blocks (staff, /user-agent and /user-agent/create). */
export const userAgentBlocks: ResourceDefinition = {
  name: 'user-agent',
  list: UserAgentList,
  create: UserAgentCreate,
  edit: UserAgentEdit,
  icon: DoNotDisturbIcon,
  recordRepresentation: 'pattern',
  access: userAgentBlockAccess,
};
