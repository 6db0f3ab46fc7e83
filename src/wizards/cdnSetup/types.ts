import type { CdnCustomer, CdnOrderRequest, ProvisioningOrder, ProvisioningOrderStatus } from '../../dataProvider/calls/provisioning';

export type { CdnCustomer, CdnOrderRequest, ProvisioningOrder, ProvisioningOrderStatus };

/** A domain chosen in the table (spec 2 §2.3 SelectDomains). */
export interface PickedDomain {
  id: number;
  name: string;
}

/** What the wizard starts from: the role, and the query's orderId (an existing order) and redirect. */
export interface CdnSetupInput {
  asStaff: boolean;
  orderId?: string | null;
  redirect?: string | null;
}

/** What the wizard has gathered; the machine's context. */
export interface CdnSetupContext {
  /** Staff and admins pick the customer first (spec 2 §2.3 started, §6). */
  asStaff: boolean;
  customer: CdnCustomer | null;
  domains: PickedDomain[];
  orderId: string | null;
  /** The order's last status (GET …/status, or the answer of a resume). */
  order: ProvisioningOrderStatus | null;
  /** The text of the last failure on the current step ('' when the call got no answer of its own); null when none. */
  error: string | null;
  /** When a retried step is to be resumed again by itself (spec 2 §4 retry_at); null when nothing is scheduled. */
  retryAt: string | null;
  redirect: string | null;
}

export type CdnSetupEvent =
  | { type: 'CUSTOMER_CHOSEN'; customer: CdnCustomer | null }
  /** A domain's toggle; `locked` ones (CDN already enabled) never change. */
  | { type: 'TOGGLE'; domain: PickedDomain & { locked: boolean } }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  /** Retry of a step: resumes the order. */
  | { type: 'RETRY' }
  /** Read the status again: after a failed read, or when saved progress resumes the validation. */
  | { type: 'RELOAD' };
