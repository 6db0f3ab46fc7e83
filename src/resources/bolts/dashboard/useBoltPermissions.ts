import type { BoltPermission } from '../../../rules/boltRoles';
import { useBoltAccess } from '../../boltUsers/queries';

/**
 * Whether the caller's role in this Bolt allows an action, so the dashboard offers only what the
 * API would allow. Until it is known nothing is offered.
 */
export function useBoltPermissions(boltId: string) {
  const { access } = useBoltAccess(boltId);
  const permissions = new Set(access?.permissions ?? []);
  return (permission: BoltPermission) => permissions.has(permission);
}
