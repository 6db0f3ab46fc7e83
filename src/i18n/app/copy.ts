export const copy = {
  label: 'Copy',
  success: 'Copied to clipboard',
  failure: 'Could not copy to clipboard',
};
