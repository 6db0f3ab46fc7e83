import { useMemo } from 'react';
import { useGetList } from 'react-admin';

export interface CustomerChoice {
  id: number;
  name: string;
}

/**
 * Customers to pick, found through admin/bolts (the API has no customers list yet): the search
 * matches customer and Bolt names, and each customer shows once. `keep` stays among the choices
 * so a picked customer still shows after the search changes.
 */
export function useCustomerChoices(q: string, keep?: CustomerChoice) {
  const { data, isPending } = useGetList(
    'bolts',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'customer', order: 'ASC' }, filter: q ? { q } : {} },
    // Keep the last answer while the next search loads, so the options do not flash empty.
    { placeholderData: (previous) => previous },
  );
  const choices = useMemo(() => {
    const customers = new Map<number, CustomerChoice>();
    if (keep) customers.set(keep.id, keep);
    for (const bolt of data ?? []) customers.set(bolt.customerId, { id: bolt.customerId, name: bolt.customer });
    return [...customers.values()];
  }, [data, keep]);
  return { choices, isPending };
}
