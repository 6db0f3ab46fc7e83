import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { siteKey } from '../siteQueries';

/** The cache key of a site's repository: a read of the site, refreshed with it. */
export const gitKey = (envId: string | number) => siteKey(envId, 'git');

// While a deployment runs the page asks again every few seconds, so the button turns to "deployed".
const POLL_MS = 3000;

/** The site's repository (`connected` once its connection test passed), or null when none is saved; polled while a deployment runs. */
export function useGitRepository(envId: string | number) {
  const query = usePanelQuery(gitKey(envId), (dataProvider) => dataProvider.gitRepository(envId), {
    refetchIntervalMs: (data) => (data?.last_status === 'deploying' ? POLL_MS : false),
  });
  return { ...query, deploying: query.data?.last_status === 'deploying' };
}
