import type { WordpressRun } from '../../../dataProvider/calls/wordpress';
import { WORDPRESS_POLL_MS, type WordpressAction, type WordpressRunState } from '../../../rules/wordpress';

/** What the overview says of one action: never run on the site, or its last run's state, time and server message. */
export type WordpressRunFace = { state: 'none' } | { state: WordpressRunState; at: Date; message: string | null };

/** Whether a run of either action is in progress on the site. */
export const isRunning = (runs: readonly WordpressRun[] | undefined) => runs?.some((run) => run.status === 'running') ?? false;

/**
 * The overview reads the runs again every WORDPRESS_POLL_MS while one is in progress, and not at all
 * otherwise. Both buttons wait for it: optimizing a half-installed WordPress would only fail.
 */
export const wordpressPollMs = (runs: readonly WordpressRun[] | undefined) => (isRunning(runs) ? WORDPRESS_POLL_MS : false);

/** The last run of `action`: a running one with its start, a finished one with its end. */
export function runFace(runs: readonly WordpressRun[] | undefined, action: WordpressAction): WordpressRunFace {
  const run = runs?.find((candidate) => candidate.action === action);
  if (!run) return { state: 'none' };
  const at = run.status !== 'running' && run.finishedAt ? run.finishedAt : run.startedAt;
  return { state: run.status, at: new Date(at), message: run.message };
}
