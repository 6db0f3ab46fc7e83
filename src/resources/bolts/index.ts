import BoltIcon from '@mui/icons-material/Bolt';
import { boltAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { BoltList } from './BoltList';
import { BoltPage } from './BoltPage';

/** Bolts (hosting plans): everyone's list and Bolt page; creating one is the wizard at /bolts/create. */
export const bolts: ResourceDefinition = {
  name: 'bolts',
  list: BoltList,
  edit: BoltPage,
  icon: BoltIcon,
  recordRepresentation: 'name',
  access: boltAccess,
};
