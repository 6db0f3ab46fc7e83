import { z } from 'zod';
import { CDN_ORDER_TYPES, PROVISIONING_STATUSES } from '../../certificates';
import { int, moment, resourceObject } from './document';

const provisioningStatus = z.enum(PROVISIONING_STATUSES);

/** Spec 2 §3 Provisioning order: one step of one domain. `retry_at` is when a retry resumes it. */
export const provisioningStepSchema = z.strictObject({
  status: provisioningStatus,
  message: z.string().nullable(),
  validation: z.strictObject({ record_key: z.string(), record_value: z.string() }).nullable(),
  isRetry: z.boolean(),
  retry_at: moment.nullable(),
});

/** One domain of an order, its status and its four steps (spec 2 §2.3 validation). */
export const provisioningDomainSchema = z.strictObject({
  domainId: int,
  name: z.string(),
  environmentId: int,
  boltId: int,
  status: provisioningStatus,
  steps: z.strictObject({
    ownership: provisioningStepSchema,
    ssl: provisioningStepSchema,
    routing: provisioningStepSchema,
    extra: provisioningStepSchema,
  }),
});

/**
 * A provisioning (CDN) order: `GET provisioning/servebolt-cdn/orders[/{id}]`. `status` is complete
 * only when every domain is (spec 2 §4). `customer` is the account's display name; `customerUserId`
 * its first customer user (the one the customer autocomplete offers), whose staff page is
 * /customers/{userId}, or null for an account nobody signs in to.
 */
export const provisioningOrderRecordSchema = resourceObject('provisioning-orders', {
  type: z.enum(CDN_ORDER_TYPES),
  status: z.enum(['pending', 'in_progress', 'complete']),
  customerId: int,
  customer: z.string(),
  customerUserId: int.nullable(),
  domains: z.array(provisioningDomainSchema),
  createdAt: moment,
});

/** `GET …/orders/{id}/status`: the order's status and each domain's, keyed by domain name (spec 2 §7). */
export const provisioningStatusSchema = resourceObject('provisioning-order-status', {
  status: z.enum(['pending', 'in_progress', 'complete']),
  domains: z.record(z.string(), provisioningDomainSchema),
});

/** One step a provisioning job ran (spec 1 §2 /provisioning/cloudflare/logs). */
export const provisioningLogRecordSchema = resourceObject('provisioning-logs', {
  orderId: int.nullable(),
  customerId: int.nullable(),
  customer: z.string().nullable(),
  domain: z.string(),
  step: z.enum(['ownership', 'ssl', 'routing', 'extra']),
  status: provisioningStatus,
  message: z.string(),
  createdAt: moment,
});

/** Spec 2 §3 Customer (autocomplete): `GET autocomplete/customers?q=`. */
export const customerChoiceSchema = resourceObject('customers', {
  userId: int,
  companyName: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
});

/** The other autocompletes of spec 2 §7 (domains, servers, sites, staff): `{id, type, attributes: {name}}`. */
export const AUTOCOMPLETE_TYPES = { domains: 'domains', servers: 'servers', sites: 'environments', staff: 'users' } as const;
export const autocompleteChoiceSchema = <T extends (typeof AUTOCOMPLETE_TYPES)[keyof typeof AUTOCOMPLETE_TYPES]>(type: T) =>
  resourceObject(type, { name: z.string() });
