// Invoices (/billing, spec 1 §3 invoice columns and billing statuses).
export const invoices = {
  name: 'Invoice |||| Invoices',
  fields: {
    number: 'Invoice',
    customer: 'Customer',
    customerId: 'Customer',
    issuedAt: 'Invoice date',
    dueAt: 'Due date',
    description: 'Description',
    totalCents: 'Total amount',
    creditUsedCents: 'Credit used',
    amountDueCents: 'Amount due',
    status: 'Status',
    q: 'Search',
  },
  // Spec 1 §3 billing statuses, shown with spaces.
  statuses: {
    paid: 'Paid',
    not_paid: 'Not paid',
    posted: 'Posted',
    payment_due: 'Payment due',
    pending: 'Pending',
    voided: 'Voided',
    refunded: 'Refunded',
    refund_due: 'Refund due',
  },
  empty: 'No invoices yet',
  emptyText: 'Each Bolt’s term is invoiced when it begins; paid checkouts are invoiced at once.',
  pdf: 'PDF',
  download: 'Download invoice %{number} as a PDF',
};
