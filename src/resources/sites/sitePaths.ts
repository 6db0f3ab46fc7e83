import { routes } from '../../routes/table';

const SITE_ROUTE = '/bolts/:boltId/environments/:envId';

/** A page of one site: /bolts/{boltId}/environments/{envId}/{page}. */
export const sitePath = (boltId: number | string, envId: number | string, page = 'overview') =>
  `/bolts/${boltId}/environments/${envId}${page ? `/${page}` : ''}`;

/** The Bolt's site list, where a person lands when the site they chose is gone (spec 1 §2). */
export const siteListPath = (boltId: number | string) => `/bolts/${boltId}/environments`;

/** Site pages of the site-level menu (overview, cache, domains, …): the same page exists for every site. */
const menuPages = new Set(routes.filter((route) => route.siteMenuTitle).map((route) => route.path.slice(SITE_ROUTE.length + 1)));

/**
 * Where the site switcher takes a person: the same menu page of the other site, or its overview
 * when the current page belongs to one record of this site (a domain's settings, an SSH key).
 */
export function switchSitePath(pathname: string, boltId: number | string, envId: number | string): string {
  const rest = pathname.split('/').slice(5).join('/');
  return sitePath(boltId, envId, menuPages.has(rest) ? rest : 'overview');
}
