import { passesFlags, type AccessFlags, type Role } from './access';
import { MENU_HIDE, sectionOf, sectionOfPath, within, type RouteEntry } from './routeMatch';

/** Local-storage key where a top-menu click remembers the menu title (spec 1 §2). */
export const PREVIOUS_PATH_KEY = 'previousPath';

export interface MenuEntry {
  path: string;
  title: string;
}

const entry = (route: RouteEntry, title: string | undefined): MenuEntry => ({ path: route.path, title: title ?? route.title });
const isFlagged = (route: AccessFlags) => Boolean(route.isAdminOnly || route.isStaffOnly || route.isCustomerOnly);

/**
 * Spec 1 §2 and §6 top menu: routes with a menu title other than hide. Flagged routes stay out of
 * the main bar; staff and admins get the ones they pass under More.
 */
export function topMenu(role: Role, table: readonly RouteEntry[]): { main: MenuEntry[]; more: MenuEntry[] } {
  const titled = table.filter((route) => route.menuTitle && route.menuTitle !== MENU_HIDE);
  return {
    main: titled.filter((route) => !isFlagged(route)).map((route) => entry(route, route.menuTitle)),
    more:
      role === 'customer' ? [] : titled.filter((route) => isFlagged(route) && passesFlags(role, route)).map((route) => entry(route, route.menuTitle)),
  };
}

/**
 * The top-menu entry to mark as current: the one last clicked (its title is remembered as the
 * previous path) while the path is still under it, else the entry of the path's section.
 */
export function activeMenuPath(
  pathname: string,
  previousTitle: string | null,
  entries: readonly MenuEntry[],
  table: readonly RouteEntry[],
): string | undefined {
  const remembered = entries.find((item) => item.title === previousTitle && within(pathname, item.path));
  if (remembered) return remembered.path;
  const section = sectionOfPath(pathname, table);
  return entries.find((item) => item.path === section)?.path;
}

/** Second-level navigation sub-items of a section the role may open. */
export function subItems(section: string | undefined, role: Role, table: readonly RouteEntry[]): MenuEntry[] {
  if (!section) return [];
  return table
    .filter((route) => route.subTitle && sectionOf(route) === section && passesFlags(role, route))
    .map((route) => entry(route, route.subTitle));
}

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? `:${name}`));

/** Spec 1 §2 Bolt-level side menu for one Bolt; change storage only for dedicated Bolts. */
export function boltMenu(role: Role, boltId: number, dedicated: boolean, table: readonly RouteEntry[]): MenuEntry[] {
  return table
    .filter((route) => route.boltMenuTitle && passesFlags(role, route) && (!route.dedicatedOnly || dedicated))
    .map((route) => ({ path: fill(route.path, { boltId }), title: route.boltMenuTitle! }));
}

/** Spec 1 §2 site-level side menu for one site. */
export function siteMenu(role: Role, boltId: number, envId: number, table: readonly RouteEntry[]): MenuEntry[] {
  return table
    .filter((route) => route.siteMenuTitle && passesFlags(role, route))
    .map((route) => ({ path: fill(route.path, { boltId, envId }), title: route.siteMenuTitle! }));
}
