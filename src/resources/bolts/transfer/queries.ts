import { usePanelQuery } from '../../../dataProvider/usePanelQuery';
import { boltKey } from '../billing/queries';

/**
 * The latest transfer request of a Bolt, and the caller's place in it. Transfer writes invalidate
 * `['bolts']`: a request moves a Bolt between accounts, so every Bolt record and call is read again.
 */
export const useTransfer = (boltId: string) => usePanelQuery(boltKey(boltId, 'transfer'), (dataProvider) => dataProvider.boltTransfer(boltId));

/** Pending requests addressed to the signed-in person (under the bolts resource, as they offer Bolts). */
export const useIncomingTransfers = () => usePanelQuery(['bolts', 'incomingTransfers'], (dataProvider) => dataProvider.incomingTransfers());
