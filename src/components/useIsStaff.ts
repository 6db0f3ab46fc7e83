import { usePermissions } from 'react-admin';
import { isStaffRole, type Role } from '../rules/access';

/** Staff and admins see back-office columns and fields; false until permissions are known. */
export function useIsStaff(): boolean {
  const { permissions } = usePermissions<Role>();
  return permissions != null && isStaffRole(permissions);
}
