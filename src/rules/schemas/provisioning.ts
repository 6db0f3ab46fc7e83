import { z } from 'zod';
import { CDN_ORDER_TYPES, MAX_CDN_DOMAINS } from '../certificates';
import { messages } from '../messages';
import { MAX_RECORD_ID, recordId } from './common';
import { customerIdField } from './boltCreate';

/** Texts of CDN orders (spec 2 §2.3, §5); the spec gives 'Please select customer', the rest follow its tone. */
export const provisioningMessages = {
  selectCustomer: messages.selectCustomer,
  selectDomain: 'Please select at least one domain.',
  tooManyDomains: `You can select at most ${MAX_CDN_DOMAINS} domains.`,
  domainTwice: 'This domain is selected twice.',
  notCustomersDomain: 'This domain is not one of the selected customer’s domains.',
  cdnEnabled: (name: string) => `${name} already has CDN enabled.`,
  chooseType: 'Please choose Accelerated Domains or CDN.',
  paymentNeeded: 'Accelerated Domains is paid: order it with checkout=1.',
  ordered: 'CDN order placed',
  deleted: 'order deleted',
  // Spec 1 §8: the panel's toast when a delete fails.
  couldNotDelete: 'Could not delete order',
} as const;

const domainId = () => z.number(messages.wholeNumber).int(messages.wholeNumber).min(1, messages.wholeNumber).max(MAX_RECORD_ID, messages.wholeNumber);

/**
 * POST provisioning/servebolt-cdn/orders (spec 2 §7): the customer (staff must pick one, customers
 * order for themselves) and 1 to MAX_CDN_DOMAINS distinct domains (spec 2 §5).
 */
export const provisioningOrderSchema = z.strictObject({
  customerId: customerIdField().nullable(),
  domainIds: z
    .array(domainId(), messages.list)
    .min(1, provisioningMessages.selectDomain)
    .max(MAX_CDN_DOMAINS, provisioningMessages.tooManyDomains)
    .superRefine((ids, ctx) => {
      ids.forEach((id, index) => {
        if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', message: provisioningMessages.domainTwice, path: [index] });
      });
    }),
});
export type ProvisioningOrderInput = z.output<typeof provisioningOrderSchema>;

/** POST provisioning/cdn-order (spec 2 §2.2, the add-domain wizard): one domain, Accelerated Domains or the CDN. */
export const cdnOrderSchema = z.strictObject({
  type: z.enum(CDN_ORDER_TYPES, provisioningMessages.chooseType),
  domain: recordId(messages.required),
});

/** `?checkout=0|1`: 1 pays for Accelerated Domains with the order (spec 2 §9). */
export const cdnOrderQuery = z.strictObject({ checkout: z.enum(['0', '1'], messages.yesOrNo).optional() });
