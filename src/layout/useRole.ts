import { currentRole } from '../authProvider/tokenStore';
import type { Role } from '../rules/access';

/**
 * The signed-in user's role, read from the stored Access-token record: synchronous, so menus and
 * route guards never render a wrong first frame while permissions load.
 */
export const useRole = (): Role => currentRole();
