import type { DataProvider, GetListResult } from 'react-admin';
import { currentRole } from '../authProvider/tokenStore';
import { isStaffRole } from '../rules/access';
import { accountCalls } from './calls/account';
import { billingCalls } from './calls/billing';
import { boltArchiveCalls } from './calls/boltArchive';
import { invoicesCalls } from './calls/invoices';
import { boltsCalls } from './calls/bolts';
import { boltUsersCalls } from './calls/boltUsers';
import { certificatesCalls } from './calls/certificates';
import { certificateOrdersCalls } from './calls/certificateOrders';
import type { CallContext } from './calls/context';
import { cronjobsCalls } from './calls/cronjobs';
import { databasesCalls } from './calls/databases';
import { domainsCalls } from './calls/domains';
import { gitCalls } from './calls/git';
import { jobsCalls } from './calls/jobs';
import { panelCalls } from './calls/panel';
import { profileCalls } from './calls/profile';
import { provisioningCalls } from './calls/provisioning';
import { searchCalls } from './calls/search';
import { lookupCalls } from './calls/lookup';
import { sitesConfigCalls } from './calls/sitesConfig';
import { accountAllocationCalls } from './calls/accounts';
import { securityCalls } from './calls/security';
import { signupCalls } from './calls/signup';
import { siteSettingsCalls } from './calls/siteSettings';
import { sitesCalls } from './calls/sites';
import { sshKeysCalls } from './calls/sshKeys';
import { statisticsCalls } from './calls/statistics';
import { transferCalls } from './calls/transfer';
import { wizardsCalls } from './calls/wizards';
import { wordpressCalls } from './calls/wordpress';
import { request, type RequestOptions } from './http';
import { apiPath, apiRelationships, apiType, parentQuery } from './paths';
import { createCursorMemory } from './cursors';
import { listQuery } from './query';
import { fromApi, toApi, type ApiRecord } from './records';

interface ListBody {
  data: ApiRecord[];
  meta?: { total?: number; current_page?: number; last_page?: number; total_estimated?: boolean; next_cursor?: string | null };
}

type Fetcher = typeof fetch;

/** The most rows the API answers in one page (`per_page` at most 100). */
const API_MAX_PER_PAGE = 100;

/** The panel's one data provider over the /v1/ JSON:API (ARCHITECTURE §4). */
export function createDataProvider(baseUrl = '/v1', fetcher?: Fetcher) {
  const url = (resource: string, meta?: Record<string, unknown>, suffix = '', query?: URLSearchParams) =>
    `${baseUrl}/${apiPath(resource, currentRole(), meta)}${suffix}${query?.toString() ? `?${query}` : ''}`;
  // Spec 1 §6: staff and admins call admin/… paths.
  const rolePath = (path: string) => (isStaffRole(currentRole()) ? `admin/${path}` : path);
  const call = <T>(method: string, to: string, payload?: unknown, options?: RequestOptions) => request<T>(method, to, payload, fetcher, options);
  const cursors = createCursorMemory();

  const getPage = async (resource: string, params: Parameters<DataProvider['getList']>[1]): Promise<GetListResult> => {
    const query = listQuery(params);
    for (const [name, value] of parentQuery(resource, params.meta)) query.set(name, value);
    const path = url(resource, params.meta);
    const page = params.pagination?.page ?? 1;
    const after = cursors.before(path, query, page);
    const { body } = await call<ListBody>('GET', url(resource, params.meta, '', after ? new URLSearchParams([...query, ['after', after]]) : query));
    cursors.remember(path, query, page, body.meta?.next_cursor);
    const data = body.data.map(fromApi);
    return {
      data,
      total: body.meta?.total ?? data.length,
      // `totalEstimated`: the total is the API's estimate of a long list (Pagination says "about").
      meta: { totalEstimated: body.meta?.total_estimated === true },
      pageInfo: body.meta
        ? { hasNextPage: (body.meta.current_page ?? 1) < (body.meta.last_page ?? 1), hasPreviousPage: (body.meta.current_page ?? 1) > 1 }
        : undefined,
    };
  };

  // The API answers at most API_MAX_PER_PAGE rows a page; a larger page (react-admin's export asks
  // for up to 1000 rows at once) is read as consecutive API pages.
  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]): Promise<GetListResult> => {
    const { page, perPage } = params.pagination ?? { page: 1, perPage: API_MAX_PER_PAGE };
    if (perPage <= API_MAX_PER_PAGE) return getPage(resource, params);
    const skip = (page - 1) * perPage;
    let offset = skip % API_MAX_PER_PAGE;
    const data: GetListResult['data'] = [];
    let total = 0;
    let estimated = false;
    for (let apiPage = Math.floor(skip / API_MAX_PER_PAGE) + 1; data.length < perPage; apiPage++) {
      const result = await getPage(resource, { ...params, pagination: { page: apiPage, perPage: API_MAX_PER_PAGE } });
      total = result.total ?? 0;
      estimated = result.meta?.totalEstimated === true;
      data.push(...result.data.slice(offset));
      offset = 0;
      // An estimated total may fall short of the rows there are: only a short page ends the list then.
      if (result.data.length < API_MAX_PER_PAGE || (!estimated && apiPage * API_MAX_PER_PAGE >= total)) break;
    }
    return {
      data: data.slice(0, perPage),
      total,
      meta: { totalEstimated: estimated },
      pageInfo: { hasNextPage: skip + perPage < total, hasPreviousPage: page > 1 },
    };
  };

  const provider = {
    getList,

    getOne: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>('GET', url(resource, params.meta, `/${encodeURIComponent(params.id)}`));
      return { data: fromApi(body.data) };
    },

    getMany: async (resource, params) => {
      if (!params.ids.length) return { data: [] };
      const { data } = await getList(resource, {
        pagination: { page: 1, perPage: Math.min(100, params.ids.length) },
        sort: { field: 'id', order: 'ASC' },
        filter: { id: params.ids },
        meta: params.meta,
      });
      return { data };
    },

    getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>(
        'POST',
        url(resource, params.meta),
        toApi(apiType(resource), params.data, apiRelationships(resource)),
      );
      return { data: fromApi(body.data) };
    },

    update: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>(
        'PATCH',
        url(resource, params.meta, `/${encodeURIComponent(params.id)}`),
        toApi(apiType(resource), params.data, apiRelationships(resource)),
      );
      return { data: fromApi(body.data) };
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) {
        await call(
          'PATCH',
          url(resource, params.meta, `/${encodeURIComponent(id)}`),
          toApi(apiType(resource), params.data, apiRelationships(resource)),
        );
      }
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      await call('DELETE', url(resource, params.meta, `/${encodeURIComponent(params.id)}`));
      return { data: params.previousData ?? fromApi({ id: params.id, type: resource, attributes: {} }) };
    },

    deleteMany: async (resource, params) => {
      for (const id of params.ids) await call('DELETE', url(resource, params.meta, `/${encodeURIComponent(id)}`));
      return { data: params.ids };
    },
  } satisfies DataProvider;

  // Calls that are not CRUD: typed methods, one file per area in calls/ (atomic-crm's pattern), so
  // components reach them through useDataProvider and every failure passes checkError.
  const api: CallContext = {
    send: async (method, path, payload, options) => (await call(method, `${baseUrl}/${rolePath(path)}`, payload, options)).body as never,
    sendAsIs: async (method, path, payload, options) => (await call(method, `${baseUrl}/${path}`, payload, options)).body as never,
  };
  return {
    ...provider,
    ...boltsCalls(api),
    ...billingCalls(api),
    ...invoicesCalls(api),
    ...transferCalls(api),
    ...boltArchiveCalls(api),
    ...boltUsersCalls(api),
    ...statisticsCalls(api),
    ...sitesCalls(api),
    ...siteSettingsCalls(api),
    ...gitCalls(api),
    ...wordpressCalls(api),
    ...sshKeysCalls(api),
    ...cronjobsCalls(api),
    ...databasesCalls(api),
    ...wizardsCalls(api),
    ...certificatesCalls(api),
    ...domainsCalls(api),
    ...provisioningCalls(api),
    ...certificateOrdersCalls(api),
    ...searchCalls(api),
    ...jobsCalls(api),
    ...lookupCalls(api),
    ...sitesConfigCalls(api),
    ...accountAllocationCalls(api),
    ...securityCalls(api),
    ...accountCalls(api),
    ...signupCalls(api),
    ...profileCalls(api),
    ...panelCalls(api, async (path) => (await call('GET', path)).body as never),
  };
}

/** The data provider with its typed calls; components get it from `usePanelDataProvider()`. */
export type PanelDataProvider = ReturnType<typeof createDataProvider>;
export const dataProvider = createDataProvider();
