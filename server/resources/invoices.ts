import { eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { accounts, bolts, creditNotes, invoices } from '../db/schema.js';
import { searchThrough } from '../http/listQuery.js';
import { creditNoteAccess, invoiceAccess } from '../../src/rules/resourceAccess.js';
import { creditNoteRecordSchema, invoiceRecordSchema } from '../../src/rules/schemas/records/invoice.js';
import type { ResourceDeclaration } from './declaration.js';

/**
 * GET invoices (spec 1 §2 /billing): the account's invoices, newest first; admin/invoices every
 * account's with its customer. An account blocked by unpaid invoices (403002) still reads them, to
 * pay them. The billing job, checkouts and plan changes write them (services/invoices.ts).
 */
export const invoicesResource: ResourceDeclaration<typeof invoiceRecordSchema> = {
  type: 'invoices',
  table: invoices,
  selection: {
    id: invoices.id,
    number: invoices.number,
    customerId: invoices.accountId,
    customer: accounts.name,
    boltId: invoices.boltId,
    boltName: bolts.name,
    // The first line says what is billed (a Bolt's term, a checkout); the PDF lists them all.
    description: sql<string>`${invoices.lines}->0->>'description'`,
    issuedAt: invoices.issuedAt,
    dueAt: invoices.dueAt,
    periodStart: invoices.periodStart,
    periodEnd: invoices.periodEnd,
    currency: invoices.currency,
    totalCents: invoices.totalCents,
    creditUsedCents: invoices.creditUsedCents,
    amountDueCents: invoices.amountDueCents,
    status: invoices.status,
    paidAt: invoices.paidAt,
  },
  record: invoiceRecordSchema,
  joins: (query: PgSelect) => query.innerJoin(accounts, eq(accounts.id, invoices.accountId)).leftJoin(bolts, eq(bolts.id, invoices.boltId)),
  access: invoiceAccess,
  readConfig: { allowBlocked: 'unpaid' },
  scope: (user) => eq(invoices.accountId, user.accountId),
  sortable: {
    issuedAt: invoices.issuedAt,
    dueAt: invoices.dueAt,
    number: invoices.number,
    totalCents: invoices.totalCents,
    amountDueCents: invoices.amountDueCents,
    status: invoices.status,
    customer: accounts.name,
  },
  defaultSort: { field: 'issuedAt', direction: 'desc' },
  filterable: { status: invoices.status, customerId: invoices.accountId, boltId: invoices.boltId },
  search: [invoices.number, searchThrough(invoices.accountId, accounts.id, accounts.name), searchThrough(invoices.boltId, bolts.id, bolts.name)],
};

/** GET credit-notes (spec 1 §2 /billing, the notes tab): the account's credit notes, newest first; staff see every account's. */
export const creditNotesResource: ResourceDeclaration<typeof creditNoteRecordSchema> = {
  type: 'credit-notes',
  table: creditNotes,
  selection: {
    id: creditNotes.id,
    number: creditNotes.number,
    customerId: creditNotes.accountId,
    customer: accounts.name,
    invoiceId: creditNotes.invoiceId,
    invoiceNumber: invoices.number,
    type: creditNotes.type,
    issuedAt: creditNotes.issuedAt,
    reasonCode: creditNotes.reasonCode,
    currency: creditNotes.currency,
    totalCents: creditNotes.totalCents,
    availableCents: creditNotes.availableCents,
  },
  record: creditNoteRecordSchema,
  joins: (query: PgSelect) =>
    query.innerJoin(accounts, eq(accounts.id, creditNotes.accountId)).leftJoin(invoices, eq(invoices.id, creditNotes.invoiceId)),
  access: creditNoteAccess,
  scope: (user) => eq(creditNotes.accountId, user.accountId),
  sortable: {
    issuedAt: creditNotes.issuedAt,
    number: creditNotes.number,
    type: creditNotes.type,
    availableCents: creditNotes.availableCents,
    customer: accounts.name,
  },
  defaultSort: { field: 'issuedAt', direction: 'desc' },
  filterable: { type: creditNotes.type, customerId: creditNotes.accountId },
  search: [creditNotes.number, searchThrough(creditNotes.accountId, accounts.id, accounts.name)],
};
