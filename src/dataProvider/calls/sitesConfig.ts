import type { CallContext } from './context';

/** A site as staff pick it for a rebuild: its id and title. */
export interface SiteChoice {
  id: string;
  name: string;
}

/** Sites' configuration (spec 1 §6): picking the sites of a rebuild. */
export const sitesConfigCalls = (api: CallContext) => ({
  /** Spec 2 §7 GET autocomplete/sites?q=: up to 20 sites. */
  siteChoices: async (q: string): Promise<SiteChoice[]> =>
    (await api.send<{ data: { id: string; attributes: { name: string } }[] }>('GET', `autocomplete/sites?${new URLSearchParams({ q })}`)).data.map(
      (site) => ({ id: site.id, name: site.attributes.name }),
    ),
});
