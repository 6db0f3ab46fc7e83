// /billing (spec 1 §2: invoices; the notes tab shows credit notes), the billing portal and the blocked page's payment.
export const billing = {
  title: 'Invoices and credit notes',
  intro:
    'Every term of your Bolts and every paid checkout is invoiced here. Download an invoice as a PDF, or pay what is open in the billing portal.',
  introStaff: 'The invoices and credit notes of every account, with the customer each bills.',
  tabs: { label: 'Billing documents', invoices: 'Invoices', notes: 'Credit notes' },
  portal: 'Billing portal',
  pay: 'Pay invoices',
  // Spec 1 §8: a billing-provider popup failure asks to retry later.
  portalFailed: 'The billing provider could not be opened. Please try again later.',
  portalOpened: 'The billing portal opened in a new window.',
  unpaid: {
    title: 'Unpaid invoices',
    text: 'Pay them in the billing portal to use the panel again. This page moves on by itself once they are paid.',
    waiting: 'Waiting for your payment…',
    paid: 'Thank you, your invoices are paid.',
  },
};
