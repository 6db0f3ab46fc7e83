import type { ComponentType } from 'react';
import type { RouteEntry } from '../rules/routeMatch';

/**
 * Spec 1 §2 layouts. `default` is the root that picks a layout per route and `router-view` the bare
 * outlet nested pages render into; no page names either, the others are assigned in the table.
 */
export type LayoutName = 'default' | 'minimal' | 'navigation' | 'router-view' | 'app' | 'topbar' | 'wizard';

/** A page's module, loaded the first time its route opens; its default export is the page. */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * One route of spec 1 §2 as the table declares it. What it shows is exactly one of: `page` (a
 * component of its own), `resource` (a react-admin resource of the registry serves the path), or
 * `unbuilt` (the "not available yet" notice).
 */
export interface RouteDeclaration extends RouteEntry {
  /** The spec's route name, where it gives one. */
  name?: string;
  layout: LayoutName;
  page?: PageLoader;
  /** Served by this react-admin resource of src/resources/registry.ts. */
  resource?: string;
  /** No page yet: the route shows that it is not available. */
  unbuilt?: true;
  /** Reachable without signing in. */
  public?: boolean;
  /** Why the route exists although spec 1 §2 does not list it. */
  addition?: string;
}

/** A route of the table with what is derived from its declaration. */
export interface PanelRoute extends RouteDeclaration {
  /** A real page exists (a page of its own or a registry resource); otherwise "not available yet". */
  built: boolean;
}

/** Route titles and menu titles are keys under app.routes. */
export const routeTitle = (key: string) => `app.routes.${key}`;

/** The flag of spec 1 §2's staff-only routes. */
export const staffOnly = { isStaffOnly: true } as const;

/** A declaration that takes its layout (and other fields) from the defaults of its group. */
export type GroupedRoute = Omit<RouteDeclaration, 'layout'> & Partial<Pick<RouteDeclaration, 'layout'>>;

/** A group of routes sharing defaults (layout, section, flags); a route's own fields win. */
export const routeGroup = (defaults: Partial<RouteDeclaration> & Pick<RouteDeclaration, 'layout'>, group: GroupedRoute[]): RouteDeclaration[] =>
  group.map((route) => ({ ...defaults, ...route }));
