/**
 * Add-ons staff can switch on for a site (spec 2 §6, §7; the specs name none, so this catalogue is
 * ours). A site holds each at most once; an added add-on can be paused (enabled false) and resumed.
 */
export const SITE_ADDONS = [
  { name: 'redis', title: 'Redis object cache', description: 'A Redis instance for the site’s object cache.' },
  { name: 'elasticsearch', title: 'Elasticsearch', description: 'A search cluster for catalogue and full-text search.' },
  { name: 'image-optimizer', title: 'Image optimizer', description: 'Converts and compresses images on the fly.' },
  { name: 'varnish-esi', title: 'Edge side includes', description: 'Caches pages with per-user fragments (ESI).' },
] as const;

export type SiteAddonName = (typeof SITE_ADDONS)[number]['name'];
export const SITE_ADDON_NAMES = SITE_ADDONS.map((addon) => addon.name) as [SiteAddonName, ...SiteAddonName[]];

export const findSiteAddon = (name: string) => SITE_ADDONS.find((addon) => addon.name === name);
