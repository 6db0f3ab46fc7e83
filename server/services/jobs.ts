import type { z } from 'zod';
import type { AuthUser } from '../auth/session.js';
import type { DbOrTx } from '../db/client.js';
import { compareJobs, JOBS_LIMIT, JOBS_RECENT_MS } from '../../src/rules/jobs.js';
import type { jobRecordSchema } from '../../src/rules/schemas/records/jobs.js';
import { isStaffView } from './certificateRecords.js';
import { cdnJobs, rebuildJobs } from './jobOrderFinders.js';
import { certificateJobs, deployJobs, wordpressJobs } from './jobSiteFinders.js';

export type Job = z.output<typeof jobRecordSchema>;

/** Whose work a finder reads, and from when finished work counts as recent. */
export interface JobScope {
  user: AuthUser;
  asAdmin: boolean;
  /** Staff and admins on admin/jobs. */
  staffView: boolean;
  since: Date;
}

/**
 * One kind's jobs in scope: the running ones and those finished since `scope.since`, in the tray's
 * order (rules/jobs.ts compareJobs), at most JOBS_LIMIT, so the first JOBS_LIMIT of all kinds
 * together are among what the finders read.
 */
export type JobFinder = (db: DbOrTx, scope: JobScope) => Promise<Job[]>;

const FINDERS: JobFinder[] = [certificateJobs, deployJobs, cdnJobs, rebuildJobs, wordpressJobs];

/**
 * GET jobs (issue 14, the top bar's jobs tray): the caller's long work, running first, then what
 * finished within JOBS_RECENT_MS of `now` (the server's clock, as every record's moments are),
 * at most JOBS_LIMIT. Whose work it is, is decided in each finder's query:
 *
 * - a customer: the work on the Bolts they reach (their account's, and those they are a member of,
 *   as every list of theirs) and their account's CDN orders; rebuilds are the provider's own work;
 * - staff and admins on admin/jobs: where the record keeps who started it (a CDN order's
 *   created_by, a rebuild's requested_by), what they started; where it does not (certificate
 *   orders, git deployments and WordPress runs keep no starter), the latest across every account.
 */
export async function listJobs(db: DbOrTx, user: AuthUser, asAdmin: boolean, now = new Date()): Promise<Job[]> {
  const scope: JobScope = { user, asAdmin, staffView: isStaffView(user, asAdmin), since: new Date(now.getTime() - JOBS_RECENT_MS) };
  const found: Job[] = [];
  // One after the other: a request holds one pooled connection at a time.
  for (const finder of FINDERS) found.push(...(await finder(db, scope)));
  return found.sort((a, b) => compareJobs(a.attributes, b.attributes)).slice(0, JOBS_LIMIT);
}
