import type { ComponentType } from 'react';
import { AppearancePage } from './AppearancePage';
import { BlockedPage } from './BlockedPage';

/**
 * Built pages of the route table that are not registry resources, by route path (as written in
 * src/rules/routes.ts). Large areas load lazily: `lazy(() => import('../bolts/…'))`.
 */
export const builtPages: Record<string, ComponentType> = {
  '/blocked': BlockedPage,
  '/appearance': AppearancePage,
};
