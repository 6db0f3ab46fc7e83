/** Staff's /customers list (spec 1 §2) and the approval of a manual verification. */
export const customers = {
  name: 'Customer |||| Customers',
  fields: {
    lastName: 'Name',
    email: 'Email',
    company: 'Company',
    customerId: 'Customer ID',
    signupState: 'Signup state',
    createdAt: 'Created',
    awaitingVerification: 'Awaiting verification',
  },
  states: {
    signup_complete: 'Complete',
    phone_verification_needed: 'Mobile verification',
    intent_verification_needed: 'Account setup',
    manual_verification_needed: 'Awaiting verification',
  },
  approve: 'Approve',
  approveName: 'Approve %{name}',
  approveTitle: 'Approve %{name}?',
  approveText: '%{name} (%{email}) can use the panel once approved, and is told so by email.',
  empty: 'No customers',
  emptyAwaiting: 'Nobody is awaiting verification.',
};
