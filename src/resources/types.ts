import type { ComponentType, ReactNode } from 'react';
import type { ResourceAccess } from '../rules/access';

/** One react-admin resource, declared once; App, menus and canAccess are derived from these. */
export interface ResourceDefinition {
  /** react-admin name; also the route path and the API path segment (see dataProvider/paths.ts). */
  name: string;
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /** Extra routes under /{name}/ (e.g. /servers/shared). */
  routes?: ReactNode;
  icon: ComponentType;
  /** i18n key of the menu label (spec 1 §2 "menu title"); omitted = not in the top menu. */
  menu?: { title: string; order: number };
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  access: ResourceAccess;
  /** Calls go to admin/… for every role (staff-only resources) or only for staff/admin (shared ones). */
  adminPathOnly?: boolean;
}
