import type { DataProvider, GetListResult } from 'react-admin';
import { currentRole } from '../authProvider/tokenStore';
import { request, type RequestOptions } from './http';
import { apiPath, apiType } from './paths';
import { listQuery } from './query';
import { fromApi, toApi, type ApiRecord } from './records';

interface ListBody {
  data: ApiRecord[];
  meta?: { total?: number; current_page?: number; last_page?: number };
}

type Fetcher = typeof fetch;

/** The panel's one data provider over the /v1/ JSON:API (ARCHITECTURE §4). */
export function createDataProvider(baseUrl = '/v1', fetcher?: Fetcher) {
  const url = (resource: string, meta?: Record<string, unknown>, suffix = '', query?: URLSearchParams) =>
    `${baseUrl}/${apiPath(resource, currentRole(), meta)}${suffix}${query?.toString() ? `?${query}` : ''}`;
  const call = <T>(method: string, to: string, payload?: unknown, options?: RequestOptions) => request<T>(method, to, payload, fetcher, options);

  const getList = async (resource: string, params: Parameters<DataProvider['getList']>[1]): Promise<GetListResult> => {
    const { body } = await call<ListBody>('GET', url(resource, params.meta, '', listQuery(params)));
    const data = body.data.map(fromApi);
    return {
      data,
      total: body.meta?.total ?? data.length,
      pageInfo: body.meta
        ? { hasNextPage: (body.meta.current_page ?? 1) < (body.meta.last_page ?? 1), hasPreviousPage: (body.meta.current_page ?? 1) > 1 }
        : undefined,
    };
  };

  const provider = {
    getList,

    getOne: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>('GET', url(resource, params.meta, `/${params.id}`));
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

    getManyReference: (resource, params) =>
      getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),

    create: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>('POST', url(resource, params.meta), toApi(apiType(resource), params.data));
      return { data: fromApi(body.data) };
    },

    update: async (resource, params) => {
      const { body } = await call<{ data: ApiRecord }>(
        'PATCH',
        url(resource, params.meta, `/${params.id}`),
        toApi(apiType(resource), params.data),
      );
      return { data: fromApi(body.data) };
    },

    updateMany: async (resource, params) => {
      for (const id of params.ids) {
        await call('PATCH', url(resource, params.meta, `/${id}`), toApi(apiType(resource), params.data));
      }
      return { data: params.ids };
    },

    delete: async (resource, params) => {
      await call('DELETE', url(resource, params.meta, `/${params.id}`));
      return { data: params.previousData ?? fromApi({ id: params.id, type: resource, attributes: {} }) };
    },

    deleteMany: async (resource, params) => {
      for (const id of params.ids) await call('DELETE', url(resource, params.meta, `/${id}`));
      return { data: params.ids };
    },

    /**
     * Non-CRUD calls (actions, counts): `path` is relative to /v1/ and already role-prefixed;
     * `{ idempotent: true }` on the paying ones (checkout, creation, plan, storage, transfer answers).
     */
    send: <T = unknown>(method: string, path: string, payload?: unknown, options?: RequestOptions) =>
      call<T>(method, `${baseUrl}/${path}`, payload, options),

    /** POST admin/billing/checkout/{id}/complete: staff make the Bolt a paid checkout is still missing. */
    completeCheckout: async (id: string) => {
      const path = `admin/billing/checkout/${encodeURIComponent(id)}/complete`;
      const { body } = await call<{ data: ApiRecord }>('POST', `${baseUrl}/${path}`, undefined, { idempotent: true });
      return { data: fromApi(body.data) };
    },
  } satisfies DataProvider & { send: unknown };
  return provider;
}

export type PanelDataProvider = ReturnType<typeof createDataProvider>;
export const dataProvider = createDataProvider();
