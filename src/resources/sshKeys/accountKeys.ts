import { dataProvider } from '../../dataProvider';

/**
 * The caller's own account's keys on the plain path, for every role: staff on admin/ssh-keys would
 * see every account's keys, while /ssh-keys and Support access need the provider's own (spec 2 §2.8).
 */
export async function accountKeyCall<T = unknown>(method: string, path: string, payload?: unknown): Promise<T> {
  return (await dataProvider.send<T>(method, path, payload)).body;
}
