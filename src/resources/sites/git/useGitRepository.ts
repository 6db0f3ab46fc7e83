import { useEffect } from 'react';
import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';

/** GET environments/{id}/git attributes (spec 2 §3 Git config, server/routes/git.ts gitRecord). */
export interface GitRepository {
  repodef: string;
  branch: string;
  localpath: string;
  deployPath: string;
  connected: boolean;
  last_trigger: string | null;
  last_status: 'deploying' | 'deployed' | 'failed' | null;
  last_message: string | null;
  commit: string | null;
  publickey: string | null;
  repositoryUrl: string | null;
  deployKeySettingsUrl: string | null;
  /** Relative to the panel's origin (/v1/environments/{id}/git/deploy?api_token=…). */
  deploymentUrl: string;
}

export const gitQueryKey = (envId: string) => ['environment', envId, 'git'] as const;

// While a deployment runs the page asks again every few seconds, so the button turns to "deployed".
const POLL_MS = 3000;

/** The site's repository, or null when none is connected; polled while a deployment runs. */
export function useGitRepository(envId: string) {
  const query = useApiQuery(gitQueryKey(envId), async () =>
    (await apiCall<{ data: { attributes: GitRepository } | null }>('GET', `environments/${envId}/git`)).data?.attributes ?? null,
  );
  const deploying = query.data?.last_status === 'deploying';
  const { refetch } = query;
  useEffect(() => {
    if (!deploying) return undefined;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [deploying, refetch]);
  return { ...query, deploying };
}
