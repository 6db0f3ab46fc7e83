import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { boltKey } from '../bolts/billing/queries';

/** What the caller may do in the Bolt, to show only the actions the server would allow. */
export function useBoltAccess(boltId: string) {
  const { data, isPending, error, refetch } = usePanelQuery(boltKey(boltId, 'access'), (dataProvider) => dataProvider.boltAccess(boltId));
  return { access: data, isPending, error, refetch };
}
