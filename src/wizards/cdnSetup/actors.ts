import { fromPromise } from 'xstate';
import type { PanelDataProvider } from '../../dataProvider';
import type { CdnOrderRequest, ProvisioningOrder, ProvisioningOrderStatus } from './types';

/** The auth provider's checkError: 401 → sign-in and back; 403001/403002 → blocked. */
type CheckError = (error: unknown) => Promise<unknown>;

/**
 * The machine's calls, each a typed method of the data provider. A failure passes checkError and
 * still fails the call, so the machine stays on its step with the error.
 */
export function cdnSetupActors(dataProvider: PanelDataProvider, checkError: CheckError) {
  const checked = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      await checkError(error);
      throw error;
    });
  return {
    createOrder: fromPromise<ProvisioningOrder, CdnOrderRequest>(({ input }) => checked(dataProvider.createCdnOrder(input))),
    fetchStatus: fromPromise<ProvisioningOrderStatus, { orderId: string }>(({ input }) => checked(dataProvider.cdnOrderStatus(input.orderId))),
    resume: fromPromise<ProvisioningOrderStatus, { orderId: string }>(({ input }) => checked(dataProvider.resumeCdnOrder(input.orderId))),
  };
}
