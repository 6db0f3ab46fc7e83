import type { z } from 'zod';
import type {
  CheckoutInfo,
  CmsOption,
  CreateRequest,
  CreatedBolt,
  LocationOption,
  PlanOffer,
  Trials,
  ValidateRequest,
} from '../../wizards/boltCreate/types';
import type { Plan } from '../../rules/schemas/bolt';
import type { ProductsDocument } from '../../rules/schemas/records/billing';
import type { BoltRecord } from '../../rules/schemas/records/bolt';
import type { CmsRecord, LocationRecord, nextgenDocument } from '../../rules/schemas/records/catalogue';
import type { CheckoutRecord } from '../../rules/schemas/records/checkout';
import { callPath } from '../callPath';
import { writeBody, type CallContext } from './context';

/** Paying calls carry an Idempotency-Key, so retrying a checkout or creation never pays or creates twice. */
const PAYING = { idempotent: true };

const toCheckout = ({ id, attributes }: CheckoutRecord): CheckoutInfo => ({ ...attributes, id });

/** Calls of the wizards (Bolt creation) that are not CRUD (typed methods of the data provider). */
export const wizardsCalls = (api: CallContext) => ({
  /** Spec 1 §7 POST bolts/validate: checks one step of the Bolt create wizard (a 422 names the fields). */
  validateBoltStep: async ({ step, attributes }: ValidateRequest) => {
    await api.send('POST', 'bolts/validate', writeBody('bolts', { step, ...attributes }));
  },

  /**
   * Spec 1 §7 GET products/suggest-subscription?billingPeriod=annual: the plans to create a Bolt on.
   * Priced annually, each also carries its monthly price, so the wizard's period toggle needs no second call.
   */
  boltCreatePlans: async (): Promise<PlanOffer[]> => {
    const body = await api.send<ProductsDocument>('GET', 'products/suggest-subscription?billingPeriod=annual');
    return body.data.map(({ id, attributes: { priceCents, ...terms } }) => ({
      id: id as Plan,
      name: terms.name,
      tagline: terms.tagline,
      monthlyCents: terms.monthlyCents,
      annualCents: priceCents,
      storageMb: terms.storageMb,
      sites: terms.sites,
      dynamicRequests: terms.dynamicRequests,
    }));
  },

  /** Spec 1 §7 POST bolts/check-trials: the free test Bolts the account (staff: the customer's) may still start. */
  checkTrials: async (customerId: number | null) => {
    const payload = customerId === null ? undefined : writeBody('bolts', { customerId });
    return (await api.send<{ data: Trials }>('POST', 'bolts/check-trials', payload)).data;
  },

  /** Spec 1 §7 GET locations?target=bolt: where a Bolt can run. */
  boltLocations: async (): Promise<LocationOption[]> => {
    const body = await api.send<{ data: LocationRecord[] }>('GET', 'locations?target=bolt');
    return body.data.map(({ id, attributes }) => ({
      id,
      city: attributes.city,
      country: attributes.country,
      countryCode: attributes.countryCode,
    }));
  },

  /** Spec 1 §7 POST locations/check-nextgen: whether a location runs on the classic platform. */
  checkNextgen: async (location: string) => {
    const body = await api.send<z.input<typeof nextgenDocument>>('POST', 'locations/check-nextgen', writeBody('locations', { location }));
    return { isLegacy: body.data.isLegacy };
  },

  /** Spec 1 §7 GET available-cms: what the first site can start with. */
  availableCms: async (): Promise<CmsOption[]> => {
    const body = await api.send<{ data: CmsRecord[] }>('GET', 'available-cms');
    return body.data.map(({ id, attributes }) => ({ id, name: attributes.name, description: attributes.description }));
  },

  /** Spec 1 §7 POST bolts/checkout: pays for the order (paying). */
  startCheckout: async (order: Record<string, unknown>) =>
    toCheckout((await api.send<{ data: CheckoutRecord }>('POST', 'bolts/checkout', writeBody('checkouts', order), PAYING)).data),

  /** Spec 1 §7 GET billing/checkout/{id}: whether the payment provider has settled a checkout. */
  checkoutOf: async (id: string) => toCheckout((await api.send<{ data: CheckoutRecord }>('GET', callPath`billing/checkout/${id}`)).data),

  /** Spec 1 §7 POST bolts?trial=1 or ?checkout={id}: creates the Bolt with its first site (paying). */
  createBolt: async ({ attributes, trial, checkoutId }: CreateRequest): Promise<CreatedBolt> => {
    const query = trial ? 'trial=1' : `checkout=${encodeURIComponent(checkoutId ?? '')}`;
    const body = await api.send<{ data: BoltRecord }>('POST', `bolts?${query}`, writeBody('bolts', attributes), PAYING);
    return { id: body.data.id, name: body.data.attributes.name };
  },
});
