import type { BillingPeriod } from '../../rules/plans';
import type { Plan } from '../../rules/schemas/bolt';
import type { ProductsDocument, SubscriptionDocument, UsageRecord } from '../../rules/schemas/records/billing';
import { callPath } from '../callPath';
import { fromApi, type ApiRecord } from '../records';
import { writeBody, type CallContext } from './context';

/** Paying calls carry an Idempotency-Key, so a retried attempt never charges twice. */
const PAYING = { idempotent: true };

type Included = NonNullable<SubscriptionDocument['included']>[number];
/** The attributes of each type of included record. */
type IncludedAttributes = { [R in Included as R['type']]: R['attributes'] };

/** The attributes of the included records of one type (JSON:API `included`); the type decides their shape. */
const includedOf = <T extends Included['type']>(body: SubscriptionDocument, type: T) =>
  (body.included ?? []).filter((record) => record.type === type).map((record) => record.attributes as IncludedAttributes[T]);

/** Calls of plans, storage and checkouts that are not CRUD (typed methods of the data provider). */
export const billingCalls = (api: CallContext) => ({
  /** Spec 1 §7 GET bolts/{id}/subscription?include=plan,customer,addons,scheduled: the plan, its add-ons and who is billed. */
  subscription: async (boltId: string) => {
    const body = await api.send<SubscriptionDocument>('GET', `${callPath`bolts/${boltId}/subscription`}?include=plan,customer,addons,scheduled`);
    return {
      subscription: body.data.attributes,
      plan: includedOf(body, 'plans').at(0),
      addons: includedOf(body, 'addons'),
      customer: includedOf(body, 'customers').at(0)?.name,
    };
  },

  /** Spec 1 §7 GET bolts/{id}/usage: storage, dynamic requests and sites against the plan, this period. */
  usage: async (boltId: string) => (await api.send<{ data: UsageRecord }>('GET', callPath`bolts/${boltId}/usage`)).data.attributes,

  /** Spec 1 §7 GET products/suggest-subscription?boltId=&billingPeriod=: the plans priced for one period, for this Bolt. */
  suggestedPlans: async (boltId: string, billingPeriod: BillingPeriod) => {
    const query = new URLSearchParams({ boltId, billingPeriod });
    const body = await api.send<ProductsDocument>('GET', `products/suggest-subscription?${query}`);
    return body.data.map(({ id, attributes }) => ({ ...attributes, id: id as Plan }));
  },

  /** Spec 1 §7 POST bolts/{id}/update-subscription: another plan or billing period, from now on (paying). */
  switchPlan: (boltId: string, change: { plan: Plan; billingPeriod: BillingPeriod }) =>
    api.send('POST', callPath`bolts/${boltId}/update-subscription`, writeBody('subscriptions', change), PAYING),

  /** Spec 1 §7 POST bolts/{id}/quota: a dedicated Bolt's storage in MB, -1 unlimited (paying). */
  changeStorage: (boltId: string, storageMb: number) => api.send('POST', callPath`bolts/${boltId}/quota`, writeBody('quotas', { storageMb }), PAYING),

  /** Spec 1 §4 POST bolts/{id}/restore-subscription: takes a scheduled deletion back. */
  restoreSubscription: (boltId: string) => api.send('POST', callPath`bolts/${boltId}/restore-subscription`),

  /** POST admin/billing/checkout/{id}/complete: staff make the Bolt a paid checkout is still missing. */
  completeCheckout: async (id: string) => {
    const body = await api.send<{ data: ApiRecord }>('POST', callPath`billing/checkout/${id}/complete`, undefined, { idempotent: true });
    return { data: fromApi(body.data) };
  },
});
