import { currentRole } from '../authProvider/tokenStore';
import { isStaffRole } from '../rules/access';
import type { RequestOptions } from './http';
import { dataProvider } from './index';

/**
 * A call outside react-admin's CRUD methods (actions, statistics, …) on the caller's path: `path`
 * is relative to /v1/ and gets the admin/ prefix for staff and admins (spec 1 §6, §7). Resolves
 * with the response body; failures reject with the same HttpError as the CRUD methods.
 */
export async function apiCall<T = unknown>(method: string, path: string, payload?: unknown, options?: RequestOptions): Promise<T> {
  const rolePath = isStaffRole(currentRole()) ? `admin/${path}` : path;
  return (await dataProvider.send<T>(method, rolePath, payload, options)).body;
}
