import { offersRoute, type RouteAccessFlags, type Viewer } from './access';
import { isBoltId } from './boltId';

/** Spec 1 §2: top-menu entries whose title is hide are omitted. */
export const MENU_HIDE = 'hide';

/**
 * What the route rules read of a route of spec 1 §2; the route table (src/routes/) adds layouts and
 * pages. Titles are i18n keys.
 */
export interface RouteEntry extends RouteAccessFlags {
  /** react-router pattern (`:param`). */
  path: string;
  /** Page title. */
  title: string;
  /** The path of the section root the second-level navigation shows sub-items of. */
  section?: string;
  /** Top menu entry. */
  menuTitle?: string;
  /** Sub-item in the second-level navigation of its section. */
  subTitle?: string;
  /** Entry in the Bolt-level or site-level side menu. */
  boltMenuTitle?: string;
  siteMenuTitle?: string;
  /** Offered only for dedicated Bolts (change storage). */
  dedicatedOnly?: boolean;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Path parameters that name a Bolt or a site: whole numbers >= 1 (spec 1 §2, §5). */
const ID_PARAMS = new Set(['boltId', 'envId']);

export type RouteMatch<T extends RouteEntry> =
  | { kind: 'route'; route: T; params: Record<string, string> }
  /** The path has a route's shape but a Bolt or site id that is not a whole number >= 1. */
  | { kind: 'invalid' }
  | { kind: 'unknown' };

/** The route of `table` a path belongs to; static segments win over parameters, as in react-router. */
export function matchRoute<T extends RouteEntry>(pathname: string, table: readonly T[]): RouteMatch<T> {
  const parts = segments(pathname).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  let best: { route: T; params: Record<string, string>; score: number } | undefined;
  for (const route of table) {
    const pattern = segments(route.path);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let score = 0;
    const fits = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return true;
      }
      score += 1;
      return segment === parts[i];
    });
    if (fits && (!best || score > best.score)) best = { route, params, score };
  }
  if (!best) return { kind: 'unknown' };
  const badId = Object.entries(best.params).some(([name, value]) => ID_PARAMS.has(name) && !isBoltId(value));
  return badId ? { kind: 'invalid' } : { kind: 'route', route: best.route, params: best.params };
}

/**
 * What the shell does with a path for a viewer (spec 1 §2): show it, or send the user to landing
 * because a flag fails or the Bolt/site id is malformed. Unknown paths are left to the caller:
 * registry resources own paths the table does not list (e.g. edit pages).
 */
export function routeDecision(pathname: string, viewer: Viewer, table: readonly RouteEntry[]): 'show' | 'toLanding' | 'unknown' {
  const match = matchRoute(pathname, table);
  if (match.kind === 'unknown') return 'unknown';
  if (match.kind === 'invalid' || !offersRoute(viewer, match.route)) return 'toLanding';
  return 'show';
}

/** The section a route belongs to: its own path when it is a top-menu entry. */
export function sectionOf(route: RouteEntry): string | undefined {
  return route.section ?? (route.menuTitle && route.menuTitle !== MENU_HIDE ? route.path : undefined);
}

/** A path is within a section when it is the section root or lies under it. */
export const within = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The section of a path: its route's, else the longest section root it lies under (registry
 * resources have pages the table does not list, e.g. /ip-blocks/{id}).
 */
export function sectionOfPath(pathname: string, table: readonly RouteEntry[]): string | undefined {
  const match = matchRoute(pathname, table);
  if (match.kind === 'route') return sectionOf(match.route);
  const roots = table.map(sectionOf).filter((root): root is string => Boolean(root) && within(pathname, root!));
  return roots.sort((a, b) => b.length - a.length)[0];
}
