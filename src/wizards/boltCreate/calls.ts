import { fromPromise } from 'xstate';
import type { RequestOptions } from '../../dataProvider/http';
import type { Plan } from '../../rules/schemas/bolt';
import type { CheckoutInfo, CmsOption, CreateRequest, CreatedBolt, LocationOption, PlanOffer, Trials, ValidateRequest } from './types';

/** `apiCall`'s shape: a path relative to /v1/ (the role's admin/ prefix is the caller's business). */
export type Call = <T>(method: string, path: string, payload?: unknown, options?: RequestOptions) => Promise<T>;

/** Paying calls carry an Idempotency-Key, so retrying a checkout or creation never pays or creates twice. */
const PAYING: RequestOptions = { idempotent: true };

interface Resource<A = Record<string, unknown>> {
  id: string | number;
  attributes: A;
}
type One<A> = { data: Resource<A> };
type Many<A> = { data: Resource<A>[] };

const write = (type: string, attributes: Record<string, unknown>) => ({ data: { type, attributes } });

interface ProductAttributes {
  name: string;
  tagline: string;
  priceCents: number;
  monthlyCents: number;
  storageMb: number;
  sites: number;
  dynamicRequests: number;
}

const toCheckout = ({ id, attributes }: Resource<Omit<CheckoutInfo, 'id'>>): CheckoutInfo => ({ ...attributes, id: String(id) });

/**
 * The wizard's calls (spec 1 §7) as the machine's actors. Plans are asked for priced annually: each
 * then carries its monthly price too, so the monthly/annual toggle needs no second call.
 */
export function boltCreateCalls(call: Call) {
  return {
    validateStep: fromPromise<void, ValidateRequest>(async ({ input }) => {
      await call('POST', 'bolts/validate', write('bolts', { step: input.step, ...input.attributes }));
    }),
    loadPlans: fromPromise<PlanOffer[], void>(async () => {
      const body = await call<Many<ProductAttributes>>('GET', 'products/suggest-subscription?billingPeriod=annual');
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
    }),
    checkTrials: fromPromise<Trials, { customerId: number | null }>(async ({ input }) => {
      const payload = input.customerId === null ? undefined : write('bolts', { customerId: input.customerId });
      return (await call<{ data: Trials }>('POST', 'bolts/check-trials', payload)).data;
    }),
    loadLocations: fromPromise<LocationOption[], void>(async () => {
      const body = await call<Many<Omit<LocationOption, 'id'>>>('GET', 'locations?target=bolt');
      return body.data.map(({ id, attributes }) => ({
        id: String(id),
        city: attributes.city,
        country: attributes.country,
        countryCode: attributes.countryCode,
      }));
    }),
    checkNextgen: fromPromise<{ isLegacy: boolean }, { location: string }>(async ({ input }) => {
      const body = await call<{ data: { isLegacy: boolean } }>('POST', 'locations/check-nextgen', write('locations', input));
      return { isLegacy: body.data.isLegacy };
    }),
    loadCms: fromPromise<CmsOption[], void>(async () => {
      const body = await call<Many<Omit<CmsOption, 'id'>>>('GET', 'available-cms');
      return body.data.map(({ id, attributes }) => ({ id: String(id), name: attributes.name, description: attributes.description }));
    }),
    startCheckout: fromPromise<CheckoutInfo, Record<string, unknown>>(async ({ input }) =>
      toCheckout((await call<One<Omit<CheckoutInfo, 'id'>>>('POST', 'bolts/checkout', write('checkouts', input), PAYING)).data),
    ),
    fetchCheckout: fromPromise<CheckoutInfo, { id: string }>(async ({ input }) =>
      toCheckout((await call<One<Omit<CheckoutInfo, 'id'>>>('GET', `billing/checkout/${encodeURIComponent(input.id)}`)).data),
    ),
    createBolt: fromPromise<CreatedBolt, CreateRequest>(async ({ input }) => {
      const query = input.trial ? 'trial=1' : `checkout=${encodeURIComponent(input.checkoutId ?? '')}`;
      const body = await call<One<{ name: string }>>('POST', `bolts?${query}`, write('bolts', input.attributes), PAYING);
      return { id: String(body.data.id), name: body.data.attributes.name };
    }),
  };
}
