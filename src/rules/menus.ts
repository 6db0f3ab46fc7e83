import { offersRoute, type AccessFlags, type Viewer } from './access';
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
 * Spec 1 §2 and §6 top menu: routes with a menu title other than hide, that the viewer is offered.
 * Role-flagged routes stay out of the main bar; staff and admins get the ones they pass under More.
 */
export function topMenu(viewer: Viewer, table: readonly RouteEntry[]): { main: MenuEntry[]; more: MenuEntry[] } {
  const titled = table.filter((route) => route.menuTitle && route.menuTitle !== MENU_HIDE && offersRoute(viewer, route));
  return {
    main: titled.filter((route) => !isFlagged(route)).map((route) => entry(route, route.menuTitle)),
    more: viewer.role === 'customer' ? [] : titled.filter(isFlagged).map((route) => entry(route, route.menuTitle)),
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

/** Second-level navigation sub-items of a section the viewer is offered. */
export function subItems(section: string | undefined, viewer: Viewer, table: readonly RouteEntry[]): MenuEntry[] {
  if (!section) return [];
  return table
    .filter((route) => route.subTitle && sectionOf(route) === section && offersRoute(viewer, route))
    .map((route) => entry(route, route.subTitle));
}

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name] ?? `:${name}`));

/** Spec 1 §2 Bolt-level side menu for one Bolt; change storage only for dedicated Bolts. */
export function boltMenu(viewer: Viewer, boltId: number, dedicated: boolean, table: readonly RouteEntry[]): MenuEntry[] {
  return table
    .filter((route) => route.boltMenuTitle && offersRoute(viewer, route) && (!route.dedicatedOnly || dedicated))
    .map((route) => ({ path: fill(route.path, { boltId }), title: route.boltMenuTitle! }));
}

/** Spec 1 §2 site-level side menu for one site. */
export function siteMenu(viewer: Viewer, boltId: number, envId: number, table: readonly RouteEntry[]): MenuEntry[] {
  return table
    .filter((route) => route.siteMenuTitle && offersRoute(viewer, route))
    .map((route) => ({ path: fill(route.path, { boltId, envId }), title: route.siteMenuTitle! }));
}
