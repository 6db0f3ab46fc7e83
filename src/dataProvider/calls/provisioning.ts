import type { z } from 'zod';
import type { Flat } from '../../rules/schemas/records/document';
import type { domainRecordSchema } from '../../rules/schemas/records/domain';
import type {
  customerChoiceSchema,
  provisioningDomainSchema,
  provisioningOrderRecordSchema,
  provisioningStatusSchema,
  provisioningStepSchema,
} from '../../rules/schemas/records/provisioning';
import { callPath } from '../callPath';
import { writeBody, type CallContext } from './context';

type OrderRecord = z.input<typeof provisioningOrderRecordSchema>;
type StatusRecord = z.input<typeof provisioningStatusSchema>;
type CustomerRecord = z.input<typeof customerChoiceSchema>;
type DomainRecord = z.input<typeof domainRecordSchema>;
interface ListMeta {
  total: number;
  current_page: number;
  last_page: number;
}

/** Spec 2 §3 Provisioning order, as the panel holds it (dates as the API's ISO 8601 strings). */
export type ProvisioningOrder = Flat<OrderRecord>;
/** One domain of an order with its four steps; `retry_at` is an ISO 8601 string or null. */
export type ProvisioningDomain = z.input<typeof provisioningDomainSchema>;
export type ProvisioningStepState = z.input<typeof provisioningStepSchema>;
/** `GET …/orders/{id}/status`: the order's status and each domain's, keyed by domain name. */
export type ProvisioningOrderStatus = Flat<StatusRecord>;

/** Spec 2 §3 Customer (autocomplete), with the name a person picks it by. */
export interface CdnCustomer {
  /** The account: what an order and the domain table take as customerId. */
  id: number;
  /** Its user: the staff customer page is /customers/{userId}. */
  userId: number;
  name: string;
}

/** A domain of the CDN wizard's table (spec 2 §2.3); `cdn.enabled` ones are locked. */
export type CdnDomain = Flat<DomainRecord>;

export interface CdnDomainQuery {
  /** Staff name the customer; customers get their own (null). */
  customerId: number | null;
  q: string;
  sort: 'name' | 'id';
  direction: 'asc' | 'desc';
  page: number;
}

export interface CdnDomainPage {
  domains: CdnDomain[];
  total: number;
  lastPage: number;
}

export interface CdnOrderRequest {
  /** Staff order for the customer they picked (spec 2 §5 'Please select customer'); customers for themselves. */
  customerId: number | null;
  domainIds: number[];
}

/** Spec 2 §7 verify calls: each asks the CDN to check one step again now. */
export type VerifiableStep = 'ownership' | 'ssl' | 'routing';

const ORDERS = 'provisioning/servebolt-cdn/orders';
/** An order's path, or one of its actions' (`status`, `resume`, …). */
const orderPath = (orderId: string, action = '') => `${ORDERS}/${encodeURIComponent(orderId)}${action && `/${action}`}`;

const orderOf = ({ id, attributes }: OrderRecord): ProvisioningOrder => ({ id, ...attributes });
const statusOf = ({ id, attributes }: StatusRecord): ProvisioningOrderStatus => ({ id, ...attributes });

/** A customer is picked by company name, else by the person's name. */
const customerOf = ({ id, attributes }: CustomerRecord): CdnCustomer => ({
  id: Number(id),
  userId: attributes.userId,
  name: attributes.companyName || `${attributes.firstName} ${attributes.lastName}`.trim(),
});

/** Calls of the CDN wizard, the CDN orders page and the provisioning logs (spec 2 §2.3, §7) that are not CRUD. */
export const provisioningCalls = (api: CallContext) => ({
  /** Spec 2 §7 POST provisioning/servebolt-cdn/orders: the order for the chosen domains (1 to 3). */
  createCdnOrder: async ({ customerId, domainIds }: CdnOrderRequest) => {
    const attributes = customerId === null ? { domainIds } : { customerId, domainIds };
    return orderOf((await api.send<{ data: OrderRecord }>('POST', ORDERS, writeBody('provisioning-orders', attributes))).data);
  },

  /** Spec 2 §7 GET provisioning/servebolt-cdn/orders/{id}. */
  cdnOrder: async (orderId: string) => orderOf((await api.send<{ data: OrderRecord }>('GET', orderPath(orderId))).data),

  /** Spec 2 §7 DELETE provisioning/servebolt-cdn/orders/{id} (204). */
  deleteCdnOrder: async (orderId: string) => {
    await api.send('DELETE', orderPath(orderId));
  },

  /** Spec 2 §7 GET …/orders/{id}/status: where each domain's steps are. */
  cdnOrderStatus: async (orderId: string) => statusOf((await api.send<{ data: StatusRecord }>('GET', orderPath(orderId, 'status'))).data),

  /** Spec 2 §4 POST …/orders/{id}/resume: a retry resumes the order where it stopped. */
  resumeCdnOrder: async (orderId: string) => statusOf((await api.send<{ data: StatusRecord }>('POST', orderPath(orderId, 'resume'))).data),

  /** Spec 2 §7 POST …/orders/{id}/next-step (staff): move each domain on to its next step. */
  nextCdnOrderStep: async (orderId: string) => statusOf((await api.send<{ data: StatusRecord }>('POST', orderPath(orderId, 'next-step'))).data),

  /** Spec 2 §7 POST …/orders/{id}/verify-ssl | verify-ownership | verify-routing. */
  verifyCdnOrder: async (orderId: string, step: VerifiableStep) =>
    statusOf((await api.send<{ data: StatusRecord }>('POST', orderPath(orderId, `verify-${step}`))).data),

  /** Spec 2 §7 GET autocomplete/customers?q= (staff): up to 20 customers. */
  customerChoices: async (q: string) =>
    (await api.send<{ data: CustomerRecord[] }>('GET', `autocomplete/customers?${new URLSearchParams({ q })}`)).data.map(customerOf),

  /** Spec 2 §7 GET autocomplete/domains?q=&customerId=: up to 20 domain names. */
  domainChoices: async (q: string, customerId?: number) => {
    const query = new URLSearchParams({ q, ...(customerId === undefined ? {} : { customerId: String(customerId) }) });
    const body = await api.send<{ data: { id: string; attributes: { name: string } }[] }>('GET', `autocomplete/domains?${query}`);
    return body.data.map(({ id, attributes }) => ({ id, name: attributes.name }));
  },

  /** Spec 2 §7 GET domains?context=servebolt-cdn&…: one page of the CDN wizard's domain table. */
  cdnDomains: async ({ customerId, q, sort, direction, page }: CdnDomainQuery): Promise<CdnDomainPage> => {
    const query = new URLSearchParams({ context: 'servebolt-cdn', sort, direction, page: String(page) });
    if (customerId !== null) query.set('customerId', String(customerId));
    if (q) query.set('q', q);
    const body = await api.send<{ data: DomainRecord[]; meta: ListMeta }>('GET', `domains?${query}`);
    return {
      domains: body.data.map(({ id, attributes }) => ({ id, ...attributes })),
      total: body.meta.total,
      lastPage: body.meta.last_page,
    };
  },

  /**
   * Spec 2 §2.12: the CDN state of a site is its domains' (GET environments/{id}/domains, each with
   * cdn {enabled, orderStatus, orderId}); a site has at most a page of 100 domains in practice.
   */
  siteCdnDomains: async (siteId: string | number) =>
    (await api.send<{ data: DomainRecord[] }>('GET', `${callPath`environments/${siteId}/domains`}?per_page=100`)).data.map(
      ({ attributes }) => attributes.cdn,
    ),
});
