import { apiCall } from '../../../dataProvider/send';
import { fromApi, type ApiRecord } from '../../../dataProvider/records';
import { useApiQuery } from '../../../dataProvider/useApiQuery';

export interface SiteOption {
  id: number;
  title: string;
}

/** Largest page the API gives; a Bolt's plan allows far fewer sites. */
const PER_PAGE = 100;

/** The Bolt's sites for the scope picker (GET bolts/{id}/environments), by title. */
export function useSites(boltId: number) {
  return useApiQuery(['statistics', 'sites', boltId], async () =>
    (await apiCall<{ data: ApiRecord[] }>('GET', `bolts/${boltId}/environments?per_page=${PER_PAGE}&sort=title`)).data
      .map((record) => fromApi(record))
      .map((site): SiteOption => ({ id: Number(site.id), title: String(site.title) })),
  );
}
