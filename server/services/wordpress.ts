import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { sandboxWordpress } from '../dataplane/wordpress.js';
import type { DbOrTx } from '../db/client.js';
import { environments, wordpressRuns } from '../db/schema.js';
import { ApiError } from '../http/errors.js';
import { inTransaction } from '../jobs/transaction.js';
import type { SendJob } from '../jobs/types.js';
import { webRoot } from '../../src/rules/site.js';
import { wordpressMessages, type WordpressAction } from '../../src/rules/wordpress.js';
import type { wordpressRunRecordSchema } from '../../src/rules/schemas/records/wordpress.js';

const wordpress = sandboxWordpress;

/** The wordpress-run job (server/jobs/wordpress.ts), and where it goes once its retries are spent. */
export const WORDPRESS_RUN = 'wordpress-run';
export const WORDPRESS_RUN_FAILED = 'wordpress-run-failed';

/** A run for the job: the site, the action, and when it started, which tells this run from a later one. */
export interface WordpressJob {
  siteId: number;
  action: WordpressAction;
  startedAt: string;
}

type RunRow = typeof wordpressRuns.$inferSelect;

export const wordpressRunRecord = (row: RunRow): z.output<typeof wordpressRunRecordSchema> => ({
  id: row.action,
  type: 'wordpress-runs',
  attributes: { action: row.action, status: row.status, message: row.message, startedAt: row.startedAt, finishedAt: row.finishedAt },
});

/** GET environments/{id}/wordpress: the last run of each action, install first. */
export const wordpressRunsOf = async (db: DbOrTx, siteId: number) =>
  (await db.select().from(wordpressRuns).where(eq(wordpressRuns.environmentId, siteId)).orderBy(asc(wordpressRuns.action))).map(wordpressRunRecord);

const inProgress = (action: WordpressAction) =>
  new ApiError(422, [
    { status: '422', code: 'in_progress', title: 'Run in progress', detail: wordpressMessages.inProgress[action], source: { pointer: '/data' } },
  ]);

/**
 * Spec 2 §7 POST environments/{id}/install-wordpress or optimize-wordpress: records the run as
 * running and queues the wordpress-run job in the same transaction, so the answer comes at once
 * and the run survives a restart. One run of each action at a time per site (422 while one runs).
 */
export const startWordpressRun = (db: DbOrTx, send: SendJob, siteId: number, action: WordpressAction) =>
  db.transaction(async (tx) => {
    // The site's row is locked so two starts of the same action cannot both see none running.
    await tx.select({ id: environments.id }).from(environments).where(eq(environments.id, siteId)).for('update');
    const [before] = await tx
      .select({ status: wordpressRuns.status })
      .from(wordpressRuns)
      .where(and(eq(wordpressRuns.environmentId, siteId), eq(wordpressRuns.action, action)));
    if (before?.status === 'running') throw inProgress(action);
    const run = { status: 'running' as const, message: null, startedAt: new Date(), finishedAt: null };
    const [row] = await tx
      .insert(wordpressRuns)
      .values({ environmentId: siteId, action, ...run })
      .onConflictDoUpdate({ target: [wordpressRuns.environmentId, wordpressRuns.action], set: run })
      .returning();
    const job: WordpressJob = { siteId, action, startedAt: row.startedAt.toISOString() };
    await send(WORDPRESS_RUN, job, { singletonKey: `wordpress-${action}-${siteId}`, db: inTransaction(tx) });
    return { data: wordpressRunRecord(row), meta: { message: wordpressMessages.started[action] } };
  });

/** The running state of exactly this run: a later run (or a deleted site) is not this job's. */
const running = ({ siteId, action, startedAt }: WordpressJob) =>
  and(
    eq(wordpressRuns.environmentId, siteId),
    eq(wordpressRuns.action, action),
    eq(wordpressRuns.status, 'running'),
    eq(wordpressRuns.startedAt, new Date(startedAt)),
  );

/**
 * The wordpress-run job: runs the action on the site's server and records how it went, with the
 * server's message. Run again (a retry after a restart), it runs only while that run is still running.
 */
export async function runWordpress(db: DbOrTx, job: WordpressJob) {
  const [site] = await db
    .select({ name: environments.name, title: environments.title, isLegacy: environments.isLegacy, boltId: environments.boltId })
    .from(wordpressRuns)
    .innerJoin(environments, eq(environments.id, wordpressRuns.environmentId))
    .where(running(job));
  if (!site) return;
  const outcome = await wordpress.run({ ...site, webRoot: webRoot(site.isLegacy, site.boltId, site.name) }, job.action);
  await db
    .update(wordpressRuns)
    .set({ status: outcome.success ? 'succeeded' : 'failed', message: outcome.message, finishedAt: new Date() })
    .where(running(job));
}

/** A run whose job could not run at all (its retries spent) ends failed, so the next can start. */
export async function wordpressRunFailed(db: DbOrTx, job: WordpressJob) {
  await db.update(wordpressRuns).set({ status: 'failed', message: wordpressMessages.notRun, finishedAt: new Date() }).where(running(job));
}
