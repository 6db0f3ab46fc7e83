// Spec 2 §2.6 databases of a site; the spec gives the empty text, the rest follows its tone.
export const siteDbs = {
  title: 'Databases',
  listTitle: 'Connected databases',
  empty: 'No data. Connect a database',
  loadFailed: 'The databases could not be loaded.',
  size: 'Size',
  mib: '%{size} MiB',
  inUse: 'In use by',
  remove: 'Remove relation',
  settings: 'Settings',
  connectTitle: 'Connect a database',
  pick: 'Database of this Bolt',
  connect: 'Connect',
  noneToConnect: 'Every database of this Bolt is already connected to this site. Create a new one on the Bolt’s Databases page.',
};
