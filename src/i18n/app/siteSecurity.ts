export const siteSecurity = {
  title: 'Security',
  firewall: {
    title: 'Web firewall',
    help: 'Filters malicious requests before they reach the site.',
    label: 'Web firewall',
  },
  malware: {
    title: 'Malware protection',
    help: 'Scans the site’s files for malware and cleans what it finds.',
    legacy: 'Malware protection is not available for legacy sites.',
    otherHost: 'Malware protection is not available on this site’s host.',
    label: 'Malware protection',
    updated: 'security settings updated',
  },
};
