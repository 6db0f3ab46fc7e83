export const prompt = {
  title: 'Confirmation',
  errorMessage: 'You canceled your action',
  confirm: 'Remove',
  cancel: 'Cancel',
  close: 'Close',
  invalidDomainDeletion: 'The text does not match. Type it exactly as shown.',
};
