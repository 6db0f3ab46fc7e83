import { storageGb } from '../../rules/format';
import type { SiteUsage } from '../../rules/schemas/records/environment';
import { requestsFromMillions } from './siteFacts';
import { formatCount } from '../bolts/dashboard/usage';

/** GET environments/{id}/usage attributes (spec 2 §3 Usage): requests in millions, storage in MB. */
export type { SiteUsage } from '../../rules/schemas/records/environment';

/** The texts of the site usage block: requests as a count, storage by spec 1 §9. */
export function siteUsageFacts(usage: SiteUsage) {
  return {
    from: new Date(usage.billing_period.from),
    to: new Date(usage.billing_period.to),
    requests: formatCount(requestsFromMillions(usage.dynamic_requests.used)),
    storageGb: usage.storage ? storageGb(usage.storage.usedMb) : null,
  };
}
