import type { ComponentType, ReactNode } from 'react';
import type { ResourceAccess } from '../rules/access';

/**
 * One react-admin resource, declared once: App makes its <Resource>, canAccess reads its access, and
 * the route table (src/routes/table.ts) gives its routes (`resource: name`) the same access flags for
 * menus and guards.
 */
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
  recordRepresentation?: string | ((record: Record<string, unknown>) => string);
  access: ResourceAccess;
}
