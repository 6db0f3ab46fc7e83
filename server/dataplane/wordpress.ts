import { setTimeout as sleep } from 'node:timers/promises';
import type { WordpressAction } from '../../src/rules/wordpress.js';

/** What the site's server does with WordPress (spec 2 §7 install-wordpress, optimize-wordpress). */
export interface WordpressHost {
  /** Runs the action on the site's server; resolves once it has finished (the wordpress-run job waits for it). */
  run(site: WordpressSite, action: WordpressAction): Promise<WordpressOutcome>;
}

export interface WordpressSite {
  name: string;
  title: string;
  webRoot: string;
}

export type WordpressOutcome = { success: true; message: string } | { success: false; message: string };

/** Failure injection (ARCHITECTURE §5): a site whose title starts with this fails, with a server's reason. */
export const FAILING_PREFIX = 'fail-';

/**
 * A sandbox run takes this long: 3 s, or WORDPRESS_SANDBOX_MS (the browser tests give it longer, so
 * the progress is seen however loaded the machine is).
 */
export const SANDBOX_RUN_MS = Number(process.env.WORDPRESS_SANDBOX_MS) || 3000;

const failures: Record<WordpressAction, (site: WordpressSite) => string> = {
  install: (site) => `wp core install failed: Error establishing a database connection for ${site.name}.`,
  optimize: (site) => `wp optimize failed: no WordPress installation found in ${site.webRoot}.`,
};

const successes: Record<WordpressAction, (site: WordpressSite) => string> = {
  install: (site) => `WordPress was installed in ${site.webRoot}.`,
  optimize: () => 'WordPress was optimized: object cache on, autoloaded options trimmed, database tables optimized.',
};

/** Sandbox: every run succeeds after SANDBOX_RUN_MS, except on sites marked to fail. */
export const sandboxWordpress: WordpressHost = {
  async run(site, action) {
    await sleep(SANDBOX_RUN_MS);
    if (site.title.toLowerCase().startsWith(FAILING_PREFIX)) return { success: false, message: failures[action](site) };
    return { success: true, message: successes[action](site) };
  },
};
