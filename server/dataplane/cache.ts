import type { CacheMode } from '../../src/rules/caching.js';
import type { PURGE_TYPES } from '../../src/rules/schemas/caching.js';
import { FAILING_PREFIX } from './credentials.js';

/**
 * The site cache of the web servers: what the panel asks of it right away (spec 2 §2.11, §4):
 * purge, switch the cache mode, and bypass it during development mode. Other site settings are
 * stored and applied by the config rebuild, so only these calls reach the servers.
 */
export interface SiteCache {
  purge(site: CacheSite, scope: PurgeScope): Promise<void>;
  setMode(site: CacheSite, mode: CacheMode): Promise<void>;
  /** Bypass the cache until `until`, or stop bypassing it (null). */
  setDevMode(site: CacheSite, until: Date | null): Promise<void>;
}

export interface CacheSite {
  name: string;
  title: string;
  hostname: string | null;
}

/** What to purge by: page URLs, URL prefixes (host and path), cache tags, whole hosts. */
export interface PurgeTargets {
  files: string[];
  prefixes: string[];
  tags: string[];
  hosts: string[];
}

/** Everything, or the targets named; `type` picks the provider's clients' CDN, null for the site's own cache. */
export type PurgeScope = ({ all: true } | PurgeTargets) & { type: (typeof PURGE_TYPES)[number] | null };

export class CacheError extends Error {}

const failsFor = (name: string) => name.toLowerCase().startsWith(FAILING_PREFIX);

/**
 * Sandbox (ARCHITECTURE §5): every call succeeds, except for a site whose title starts with
 * 'fail-' and, when purging by tag, a tag starting with 'fail-'.
 */
export const sandboxCache: SiteCache = {
  async purge(site, scope) {
    if (failsFor(site.title)) throw new CacheError(`The cache of ${site.name} did not answer.`);
    const failing = 'tags' in scope ? scope.tags.find(failsFor) : undefined;
    if (failing) throw new CacheError(`The cache refused to purge the tag ${failing}.`);
  },
  async setMode(site) {
    if (failsFor(site.title)) throw new CacheError(`The cache of ${site.name} did not answer.`);
  },
  async setDevMode(site) {
    if (failsFor(site.title)) throw new CacheError(`The cache of ${site.name} did not answer.`);
  },
};
