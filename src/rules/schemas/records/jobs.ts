import { z } from 'zod';
import { JOB_ACTIONS, JOB_KINDS, JOB_STATES } from '../../jobs';
import { moment, recordsDocument, resourceObject } from './document';

/**
 * One job of the jobs tray (GET jobs): a record whose long work runs or lately ended. `status` is
 * the record's own status word as its API names it (ACTIVE, deploying, in_progress…), `progress`
 * the step it is at where it has steps, `reason` the failure's own words as the record keeps them,
 * `path` the panel page of the record. Its id is the kind and the record's id (`certificate-12`).
 */
export const jobRecordSchema = resourceObject('jobs', {
  kind: z.enum(JOB_KINDS),
  action: z.enum(JOB_ACTIONS).nullable(),
  title: z.string(),
  state: z.enum(JOB_STATES),
  status: z.string(),
  progress: z.string().nullable(),
  reason: z.string().nullable(),
  started_at: moment,
  finished_at: moment.nullable(),
  path: z.string(),
});
export type JobRecord = z.input<typeof jobRecordSchema>;

/** GET jobs: running jobs first, then those finished within a day, at most JOBS_LIMIT. */
export const jobsDocument = recordsDocument(jobRecordSchema);
