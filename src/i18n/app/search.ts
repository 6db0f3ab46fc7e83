export const search = {
  label: 'Search Bolts',
  placeholder: 'Search Bolts…',
  submit: 'Search',
  staffHint: 'Type at least 2 characters, then press Enter',
  noMatch: 'No Bolts match',
};
