import type { UserInfoAttributes } from '../../rules/schemas/records/auth';
import type { PortalSessionDocument } from '../../rules/schemas/records/invoice';
import { callPath } from '../callPath';
import type { CallContext } from './context';

/** Calls of /billing and the blocked page that are not CRUD: an invoice's PDF, the billing portal, the account's standing. */
export const invoicesCalls = (api: CallContext) => ({
  /** GET invoices/{id}/pdf: the invoice as a PDF file (staff: admin/invoices/{id}/pdf). */
  invoicePdf: (id: string | number) => api.send<Blob>('GET', callPath`invoices/${id}/pdf`, undefined, { binary: true }),

  /** Spec 1 §7 POST chargebee-portal: a session of the card-billing provider's portal; where to open it. */
  billingPortal: async () => (await api.sendAsIs<PortalSessionDocument>('POST', 'chargebee-portal')).data.attributes,

  /** Spec 1 §7 GET auth/user-info: the session's User-info, whose unpaid_invoices the blocked page waits to see at 0. */
  userInfo: async () => (await api.sendAsIs<{ data: UserInfoAttributes }>('GET', 'auth/user-info')).data,
});
