import BuildCircleOutlinedIcon from '@mui/icons-material/BuildCircleOutlined';
import { rebuildAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';
import { RebuildCreate } from './RebuildCreate';
import { RebuildList } from './RebuildList';
import { RebuildShow } from './RebuildShow';

/** Rebuilds of sites' configuration and PHP (spec 1 §2 /rebuild-sites-config): staff follow them, admins start them. */
export const rebuilds: ResourceDefinition = {
  name: 'rebuild-sites-config',
  list: RebuildList,
  create: RebuildCreate,
  show: RebuildShow,
  icon: BuildCircleOutlinedIcon,
  recordRepresentation: (record) => `#${record.id}`,
  access: rebuildAccess,
};

/** A rebuild's per-site results (shown on its page). */
export const rebuildSites: ResourceDefinition = {
  name: 'rebuildSites',
  icon: BuildCircleOutlinedIcon,
  access: rebuildAccess,
};
