import { fromPromise } from 'xstate';
import type { PanelDataProvider } from '../../dataProvider';
import type { CheckoutInfo, CmsOption, CreateRequest, CreatedBolt, LocationOption, PlanOffer, Trials, ValidateRequest } from './types';

/** The auth provider's checkError: 401 → sign-in and back; 403001/403002 → blocked. */
type CheckError = (error: unknown) => Promise<unknown>;

/**
 * The machine's calls, each a typed method of the data provider. A failure passes checkError and
 * still fails the call, so the machine stays on its step with the error and Retry.
 */
export function boltCreateActors(dataProvider: PanelDataProvider, checkError: CheckError) {
  const checked = <T>(call: Promise<T>) =>
    call.catch(async (error: unknown) => {
      await checkError(error);
      throw error;
    });
  return {
    validateStep: fromPromise<void, ValidateRequest>(({ input }) => checked(dataProvider.validateBoltStep(input))),
    loadPlans: fromPromise<PlanOffer[], void>(() => checked(dataProvider.boltCreatePlans())),
    checkTrials: fromPromise<Trials, { customerId: number | null }>(({ input }) => checked(dataProvider.checkTrials(input.customerId))),
    loadLocations: fromPromise<LocationOption[], void>(() => checked(dataProvider.boltLocations())),
    checkNextgen: fromPromise<{ isLegacy: boolean }, { location: string }>(({ input }) => checked(dataProvider.checkNextgen(input.location))),
    loadCms: fromPromise<CmsOption[], void>(() => checked(dataProvider.availableCms())),
    startCheckout: fromPromise<CheckoutInfo, Record<string, unknown>>(({ input }) => checked(dataProvider.startCheckout(input))),
    fetchCheckout: fromPromise<CheckoutInfo, { id: string }>(({ input }) => checked(dataProvider.checkoutOf(input.id))),
    createBolt: fromPromise<CreatedBolt, CreateRequest>(({ input }) => checked(dataProvider.createBolt(input))),
  };
}
