export const siteAddons = {
  title: 'Addons',
  catalogue: 'Add-on catalogue',
  updated: 'Add-on settings updated',
  remove: 'Remove',
  removeLabel: 'Remove %{addon}',
  removeTitle: 'Remove %{addon}?',
  removeText: 'The add-on and its set-up are removed from this site. Switching it on later adds it anew.',
  removed: 'Add-on removed',
  removeFailed: 'The add-on could not be removed.',
  status: {
    enabled: 'Enabled',
    paused: 'Paused',
    notAdded: 'Not added',
  },
};
