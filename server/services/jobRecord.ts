import type { Job } from './jobs.js';

type JobAttributes = Job['attributes'];
/** What a finder says of a job; `action`, `progress` and `reason` are null unless it says otherwise. */
type JobFacts = Omit<JobAttributes, 'kind' | 'action' | 'progress' | 'reason'> & Partial<Pick<JobAttributes, 'action' | 'progress' | 'reason'>>;

/**
 * One job of GET jobs as a JSON:API record: its id is the kind and the record's id (`certificate-12`,
 * `wordpress-install-4`). A kind without actions, steps or a failure's words leaves them out.
 */
export const jobRecord = (kind: JobAttributes['kind'], id: string | number, attributes: JobFacts): Job => ({
  id: `${kind}-${id}`,
  type: 'jobs',
  attributes: { kind, action: null, progress: null, reason: null, ...attributes },
});
