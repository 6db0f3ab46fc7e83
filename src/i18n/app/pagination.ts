export const pagination = {
  label: 'Pagination',
  previous: 'Previous page',
  next: 'Next page',
  page: 'Page %{page}',
  range: '%{from}–%{to} of %{total}',
  rangeEstimated: '%{from}–%{to} of about %{total}',
};
