import { currentViewer } from '../authProvider/tokenStore';
import type { Viewer } from '../rules/access';

/**
 * The signed-in user as the route flags see them (role and account bucket), read from the stored
 * Access-token record: synchronous, like useRole, so menus and guards never render a wrong frame.
 */
export const useViewer = (): Viewer => currentViewer();
