import { z } from 'zod';
import { CREDIT_NOTE_REASONS, CREDIT_NOTE_TYPES, INVOICE_STATUSES } from '../../invoices';
import { int, moment, resourceObject, type Flat } from './document';

/**
 * An invoice (spec 1 §3 invoice columns: invoice date, due date, total amount, credit used, amount
 * due, status), in cents of its currency; `customer` is the account billed (staff's list names it).
 * `boltName` names the Bolt a term or a Bolt checkout is for.
 */
export const invoiceRecordSchema = resourceObject('invoices', {
  number: z.string(),
  customerId: int,
  customer: z.string(),
  boltId: int.nullable(),
  boltName: z.string().nullable(),
  description: z.string(),
  issuedAt: moment,
  dueAt: moment,
  periodStart: moment.nullable(),
  periodEnd: moment.nullable(),
  currency: z.string(),
  totalCents: int,
  creditUsedCents: int,
  amountDueCents: int,
  status: z.enum(INVOICE_STATUSES),
  paidAt: moment.nullable(),
});
export type InvoiceRecord = z.input<typeof invoiceRecordSchema>;
export type Invoice = Flat<InvoiceRecord>;

/** A credit note (spec 1 §3 credit-note columns: type, date, reason code, available amount), with the invoice it credits. */
export const creditNoteRecordSchema = resourceObject('credit-notes', {
  number: z.string(),
  customerId: int,
  customer: z.string(),
  invoiceId: int.nullable(),
  invoiceNumber: z.string().nullable(),
  type: z.enum(CREDIT_NOTE_TYPES),
  issuedAt: moment,
  reasonCode: z.enum(CREDIT_NOTE_REASONS),
  currency: z.string(),
  totalCents: int,
  availableCents: int,
});
export type CreditNoteRecord = z.input<typeof creditNoteRecordSchema>;
export type CreditNote = Flat<CreditNoteRecord>;

/** POST chargebee-portal: a session of the card-billing provider's portal, opened at `accessUrl` until it expires. */
export const portalSessionDocument = z.strictObject({
  data: resourceObject('portal-sessions', { accessUrl: z.string(), expiresAt: moment }),
});
export type PortalSessionDocument = z.input<typeof portalSessionDocument>;
