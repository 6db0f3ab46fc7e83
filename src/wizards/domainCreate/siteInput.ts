import type { SiteRecord } from '../../resources/sites/useSite';
import type { DomainCreateEntry, DomainCreateInput } from './types';

/** What a run starts from: the site's name and where it answers (its IP addresses and host name). */
export const siteInput = (entry: DomainCreateEntry, siteId: string, site: SiteRecord | undefined): DomainCreateInput => ({
  entry,
  siteId,
  environmentName: site?.title ?? '',
  target: { ip: site?.ip ?? null, ipv6: site?.ipv6 ?? null, hostname: site?.hostname ?? null },
});
