import { validToken } from '../authProvider/tokenStore';
import { createDataProvider, type PanelDataProvider } from '../dataProvider';
import { aheadFetch } from '../dataProvider/readAhead';
import { LANDING_BOLTS } from '../pages/landing/landingBolts';
import { BOLT_LIST } from '../resources/bolts/BoltList';
import { UNFULFILLED_CHECKOUTS } from '../resources/bolts/UnfulfilledCheckouts';
import { isStaffRole, roleOf } from '../rules/access';
import { matchRoute } from '../rules/routeMatch';
import { routes } from '../routes/table';

type Reads = (provider: PanelDataProvider, staff: boolean) => Promise<unknown>[];

/**
 * What the first render of a page reads, by route path, with the parameters the page itself uses
 * (a read whose URL differs from the page's is wasted, never wrong: the page then asks itself).
 * The pages a visit usually opens first: landing after sign-in, and the Bolts list.
 */
const pageReads: Record<string, Reads> = {
  '/': (provider) => [provider.getList('bolts', LANDING_BOLTS), provider.incomingTransfers()],
  '/bolts': (provider, staff) => [provider.getList('bolts', BOLT_LIST), ...(staff ? [provider.getList('checkouts', UNFULFILLED_CHECKOUTS)] : [])],
};

/** What the layout around those pages reads: staff's count of expiring certificates. */
const shellReads: Reads = (provider, staff) => (staff ? [provider.expiringCertificateCount()] : []);

/**
 * Starts the reads of the page at `location` (a path with its query) so their answers travel
 * while the panel's code loads and renders: one round of parallel calls, none waiting on React.
 * A list opened with parameters in its address reads what they say, so only plain paths read ahead.
 */
export function readAhead(location: string) {
  const token = validToken();
  const { pathname, search } = new URL(location, window.location.origin);
  const match = matchRoute(pathname, routes);
  const reads = match.kind === 'route' && !search ? pageReads[match.route.path] : undefined;
  if (!token || !reads) return;
  const staff = isStaffRole(roleOf(token));
  const provider = createDataProvider('/v1', aheadFetch);
  // The page's own reads report any failure; these only carry the answers.
  for (const read of [...shellReads(provider, staff), ...reads(provider, staff)]) read.catch(() => undefined);
}
