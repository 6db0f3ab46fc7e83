import type { z } from 'zod';
import { useGetList } from 'react-admin';
import type { Flat } from '../../rules/schemas/records/document';
import type { lockdownRecordSchema } from '../../rules/schemas/records/blocks';

export type Lockdown = Flat<z.input<typeof lockdownRecordSchema>>;

/** The account's lockdown, if any: at most one per account (admin/lockdown?filter[accountId]=). */
export function useAccountLockdown(accountId: number) {
  const { data, isPending, error, refetch } = useGetList<Lockdown>('lockdown', {
    filter: { accountId },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return { lockdown: data?.[0], isPending, error, refetch };
}
