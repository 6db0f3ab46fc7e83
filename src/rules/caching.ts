import { DEV_MODE_MS } from './plans';

/** Server caching and development mode of a site (spec 2 §2.11, §4, §9). */
export const CACHE_MODES = ['none', 'static', 'all'] as const;
/** Spec 2 §2.11, §6: staff and admins may also turn the server cache off (the site relies on a CDN). */
export const STAFF_CACHE_MODES = [...CACHE_MODES, 'disabled'] as const;
export type CacheMode = (typeof STAFF_CACHE_MODES)[number];

export const cachingMessages = {
  // Spec 2 §5 and §8, quoted exactly.
  tagsRequired: 'Please provide a cache tags',
  changed: 'cache settings changed',
  changeFailed: 'could not change cache settings',
  purged: 'purged',
  purgeFailed: 'could not purge',
  devModeOn: 'dev mode activated',
  devModeOff: 'dev mode deactivated',
  devModeFailed: 'could not switch dev mode',
  // The specs give no text for this; it follows their tone.
  enabledRequired: 'enabled must be true or false.',
} as const;

/** The cache tags of the purge textarea: comma or newline separated, blanks and repeats dropped. */
export const parseCacheTags = (input: string | readonly string[]) => [
  ...new Set((typeof input === 'string' ? input.split(/[,\n]/) : input).map((tag) => tag.trim()).filter(Boolean)),
];

/** Spec 2 §4: development mode lasts 3 hours from when it is switched on. */
export const devModeEnd = (now = Date.now()) => new Date(now + DEV_MODE_MS);
