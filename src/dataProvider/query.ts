import type { GetListParams } from 'react-admin';

/** react-admin list params -> the /v1/ query (ARCHITECTURE §3). */
export function listQuery({ pagination, sort, filter }: Partial<GetListParams>): URLSearchParams {
  const query = new URLSearchParams();
  if (pagination) {
    query.set('page', String(pagination.page));
    query.set('per_page', String(pagination.perPage));
  }
  if (sort?.field) {
    query.set('sort', sort.field);
    query.set('direction', sort.order === 'DESC' ? 'desc' : 'asc');
  }
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'q') query.set('q', String(value));
    else query.set(`filter[${key}]`, Array.isArray(value) ? value.join(',') : String(value));
  }
  return query;
}
