import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import type { Domain } from './certificates';
import { writeBody, type CallContext } from './context';

/** Calls of one site's domains that the add-domain wizard and its pages make (spec 2 §2.2, §7). */
export const domainsCalls = (api: CallContext) => ({
  /**
   * Spec 2 §7 POST environments/{id}/domains?www=0|1: adds the name to the site, and its `www.` twin
   * with `www` (the API adds it only for an apex name). Answers the name's own record.
   */
  addDomain: async (siteId: string | number, name: string, www: boolean) =>
    fromApi<Domain>(
      (await api.send<{ data: ApiRecord }>('POST', `${callPath`environments/${siteId}/domains`}?www=${www ? 1 : 0}`, writeBody('domains', { name })))
        .data,
    ),

  /** Spec 2 §7 GET environments/{id}/domains/{domainId}. */
  siteDomain: async (siteId: string | number, domainId: string | number) =>
    fromApi<Domain>((await api.send<{ data: ApiRecord }>('GET', callPath`environments/${siteId}/domains/${domainId}`)).data),

  /** The site's domain of exactly this name, or null (GET environments/{id}/domains?q=). */
  siteDomainNamed: async (siteId: string | number, name: string) => {
    const query = new URLSearchParams({ q: name, per_page: '100' });
    const body = await api.send<{ data: ApiRecord[] }>('GET', `${callPath`environments/${siteId}/domains`}?${query}`);
    return body.data.map((record) => fromApi<Domain>(record)).find((domain) => domain.name === name) ?? null;
  },

  /** Spec 2 §7 DELETE environments/{id}/domains/{domainId} (204). */
  deleteDomain: async (siteId: string | number, domainId: string | number) => {
    await api.send('DELETE', callPath`environments/${siteId}/domains/${domainId}`);
  },
});
