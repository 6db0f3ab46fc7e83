import type { Flat } from '../../rules/schemas/records/document';
import type { JobRecord } from '../../rules/schemas/records/jobs';
import type { CallContext } from './context';

/** One job of the top bar's jobs tray, as the panel holds it. */
export type Job = Flat<JobRecord>;

/** The top bar's jobs tray (issue 14): a typed method of the data provider. */
export const jobsCalls = (api: CallContext) => ({
  /** GET jobs (staff and admins: admin/jobs): the caller's running and recent long work, running first. */
  jobs: async (): Promise<Job[]> => (await api.send<{ data: JobRecord[] }>('GET', 'jobs')).data.map(({ id, attributes }) => ({ id, ...attributes })),
});
