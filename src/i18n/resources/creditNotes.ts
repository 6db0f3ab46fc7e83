// Credit notes (/billing, the notes tab; spec 1 §3 credit-note columns).
export const creditNotes = {
  name: 'Credit note |||| Credit notes',
  fields: {
    number: 'Credit note',
    customer: 'Customer',
    customerId: 'Customer',
    type: 'Type',
    issuedAt: 'Date',
    reasonCode: 'Reason code',
    invoiceNumber: 'Invoice',
    totalCents: 'Total',
    availableCents: 'Available amount',
  },
  types: { adjustment: 'Adjustment', refundable: 'Refundable' },
  reasons: { subscription_change: 'Subscription change', subscription_cancellation: 'Subscription cancellation' },
  empty: 'No credit notes',
  emptyText: 'A plan changed to a smaller one mid-term, or a Bolt deleted at once, gives a credit note for the unused rest of its term.',
};
