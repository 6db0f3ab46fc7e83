import BlockIcon from '@mui/icons-material/Block';
import { ipBlockAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { IpBlockCreate } from './IpBlockCreate';
import { IpBlockEdit } from './IpBlockEdit';
import { IpBlockList } from './IpBlockList';

/** IP blocks stop an address or range (staff, /ip-blocks and /ip-blocks/create). */
export const ipBlocks: ResourceDefinition = {
  name: 'ip-blocks',
  list: IpBlockList,
  create: IpBlockCreate,
  edit: IpBlockEdit,
  icon: BlockIcon,
  recordRepresentation: 'address',
  access: ipBlockAccess,
};
