export const siteAddons = {
  title: 'Addons',
  catalogue: 'Add-on catalogue',
  updated: 'Add-on settings updated',
  status: {
    enabled: 'Enabled',
    paused: 'Paused',
    notAdded: 'Not added',
  },
};
