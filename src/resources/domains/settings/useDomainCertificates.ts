import { usePanelQuery } from '../../../dataProvider/usePanelQuery';

/** The query key of a domain's certificates; under siteDomains, so a change to the site's domains reads them again. */
export const domainCertificatesKey = (domainId: string | number) => ['siteDomains', String(domainId), 'certificates'] as const;

/** GET environments/{id}/domains/{domainId}/certificates: the site's certificates covering the domain, newest first. */
export const useDomainCertificates = (siteId: string | number, domainId: string | number) =>
  usePanelQuery(domainCertificatesKey(domainId), (dataProvider) => dataProvider.domainCertificates(siteId, domainId));
