import { useGetList } from 'react-admin';
import { PLAN_TERMS } from '../../../rules/plans';

export interface SiteOption {
  id: number;
  title: string;
}

/** Every site a Bolt may have fits one page: the largest plan includes the most (the API enforces it). */
const MOST_SITES = Math.max(...Object.values(PLAN_TERMS).map((terms) => terms.sites));

/** The Bolt's sites for the scope picker (environments under the Bolt), by title. */
export function useSites(boltId: number): { data: SiteOption[] | undefined } {
  const { data } = useGetList<{ id: number; title: string }>('environments', {
    pagination: { page: 1, perPage: MOST_SITES },
    sort: { field: 'title', order: 'ASC' },
    meta: { boltId },
  });
  return { data: data?.map((site) => ({ id: Number(site.id), title: String(site.title) })) };
}
