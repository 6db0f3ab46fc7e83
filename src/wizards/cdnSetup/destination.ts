import type { ProvisioningOrderStatus } from '../../dataProvider/calls/provisioning';
import { routes } from '../../routes/table';

/** A path of this panel: one leading slash, so `//host` or `https://…` never leads elsewhere. */
const isPanelPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

/**
 * Where the finished wizard's button goes (spec 2 §2.3): the `redirect` of the query, a route name
 * (spec 1 §2, e.g. domain.settings, whose parameters come from the order's first domain) or a path;
 * without one, the CDN orders page (staff-only, so customers go to landing, where its guard would
 * send them).
 */
export function finishDestination(redirect: string | null, order: ProvisioningOrderStatus | null, asStaff: boolean): string {
  const fallback = asStaff ? '/orders' : '/';
  if (!redirect) return fallback;
  if (isPanelPath(redirect)) return redirect;
  const route = routes.find((each) => each.name === redirect);
  if (!route) return fallback;
  const domain = Object.values(order?.domains ?? {})[0];
  const params: Record<string, string | undefined> = {
    boltId: domain && String(domain.boltId),
    envId: domain && String(domain.environmentId),
    name: domain?.name,
    domainId: domain && String(domain.domainId),
  };
  let missing = false;
  const path = route.path.replace(/:(\w+)/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? fallback : path;
}
