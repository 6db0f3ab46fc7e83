import type { ChipProps } from '@mui/material';
import { ChoiceChip } from '../../components/ChoiceChip';
import type { InvoiceStatus } from '../../rules/invoices';

/** What each billing status asks of the customer: nothing, a payment, or a wait for a refund. */
const STATUS_COLORS: Record<InvoiceStatus, ChipProps['color']> = {
  paid: 'success',
  not_paid: 'error',
  payment_due: 'error',
  posted: 'info',
  pending: 'default',
  voided: 'default',
  refunded: 'default',
  refund_due: 'warning',
};

/** Spec 1 §3 billing status, shown with spaces (resources.invoices.statuses). */
export const InvoiceStatusChip = () => <ChoiceChip source="status" group="statuses" colors={STATUS_COLORS} />;
