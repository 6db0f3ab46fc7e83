/**
 * Spec 2 §7 POST environments/{id}/install-wordpress and optimize-wordpress: the two WordPress
 * actions of a site, run on its server as durable jobs, one run of each at a time.
 */
export const WORDPRESS_ACTIONS = ['install', 'optimize'] as const;
export type WordpressAction = (typeof WORDPRESS_ACTIONS)[number];

export const WORDPRESS_RUN_STATES = ['running', 'succeeded', 'failed'] as const;
export type WordpressRunState = (typeof WORDPRESS_RUN_STATES)[number];

// The specs give no texts for these; they follow the specs' tone.
export const wordpressMessages = {
  started: { install: 'WordPress installation started.', optimize: 'WordPress optimization started.' },
  inProgress: { install: 'WordPress is already being installed on this site.', optimize: 'WordPress is already being optimized on this site.' },
  notRun: 'The server could not be reached. Please try again later.',
} as const satisfies Record<string, unknown>;

/** While a run is in progress the panel reads its state again this often. */
export const WORDPRESS_POLL_MS = 2000;
