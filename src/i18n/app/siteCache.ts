// Spec 2 §2.11 server caching and development mode.
export const siteCache = {
  title: 'Cache',
  loadFailed: 'The cache settings could not be loaded.',
  mode: {
    title: 'Server cache',
    intro: 'Choose what the server keeps in its cache. A change applies at once.',
    none: 'None',
    noneHelp: 'Nothing is cached; every request reaches the site.',
    static: 'Static files',
    staticHelp: 'Images, scripts, styles and other static files are cached.',
    all: 'Everything',
    allHelp: 'Pages and static files are cached.',
    disabled: 'Disabled',
    disabledHelp: 'The server cache is turned off, for sites cached elsewhere (staff only).',
  },
  devMode: {
    title: 'Development mode',
    intro: 'Bypasses the cache for 3 hours so changes show at once. It switches itself off afterwards.',
    on: 'Development mode is on',
    off: 'Development mode is off',
    until: 'On until %{time}',
  },
  purge: {
    title: 'Purge cache',
    allText: 'Remove every cached page and file of this site.',
    all: 'Purge everything',
    confirmTitle: 'Purge everything?',
    confirmText: 'Every cached page and file of this site is removed. The site may be slower until the cache fills again.',
    tags: 'Cache tags',
    tagsHelp: 'One tag per line or separated by commas; only pages with these tags are purged.',
    byTags: 'Purge by cache tags',
  },
};
