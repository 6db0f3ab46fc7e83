export const breadcrumbs = {
  label: 'Breadcrumb',
  bolts: 'Bolts',
  bolt: 'Bolt #%{id}',
  site: 'Site #%{id}',
};
