import DnsIcon from '@mui/icons-material/Dns';
import { serverAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { serverRoutes } from './routes';
import { ServerCreate } from './ServerCreate';
import { ServerList } from './ServerList';
import { ServerPage } from './ServerPage';

/** Server inventory (staff list/create/edit, admins also delete an empty one). */
export const servers: ResourceDefinition = {
  name: 'servers',
  list: ServerList,
  create: ServerCreate,
  edit: ServerPage,
  routes: serverRoutes,
  icon: DnsIcon,
  recordRepresentation: 'name',
  access: serverAccess,
};
