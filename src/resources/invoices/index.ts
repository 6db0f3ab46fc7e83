import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { invoiceAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/**
 * The account's invoices (GET invoices; staff on admin/invoices see every account's, with the
 * customer). Shown by /billing (BillingPage) and, while the account has unpaid ones, the blocked page.
 */
export const invoices: ResourceDefinition = {
  name: 'invoices',
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
  access: invoiceAccess,
};
