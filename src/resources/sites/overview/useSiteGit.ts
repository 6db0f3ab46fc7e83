import { apiCall } from '../../../dataProvider/send';
import { useApiQuery } from '../../../dataProvider/useApiQuery';

/** GET environments/{id}/git: the connected repository (spec 2 §3 Git config), or null when none is. */
export interface SiteGit {
  repodef: string;
  branch: string;
}

export const useSiteGit = (envId: string | number) =>
  useApiQuery(['environment', String(envId), 'git', 'summary'], async () =>
    (await apiCall<{ data: { attributes: SiteGit } | null }>('GET', `environments/${envId}/git`)).data?.attributes ?? null,
  );
