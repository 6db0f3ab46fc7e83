export const sidebar = {
  label: 'Bolt navigation',
  boltMenu: 'Bolt',
  siteMenu: 'Site',
  switchBolt: 'Switch Bolt',
  switchSite: 'Switch site',
  boltNumber: 'Bolt #%{id}',
  siteNumber: 'Site #%{id}',
  siteNeedsSite: 'Open a site of this Bolt to switch between its sites.',
  noSites: 'No sites yet',
  noBolts: 'No Bolts yet',
  moreBolts: 'Show more Bolts',
};
