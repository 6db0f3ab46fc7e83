/** The keyboard shortcuts and the command palette (issue 14; the specs name neither). */
export const shortcuts = {
  title: 'Keyboard shortcuts',
  show: 'Keyboard shortcuts',
  close: 'Close',
  then: 'then',
  or: 'or',
  intro: 'Shortcuts work anywhere in the panel except while you type in a field.',
  groups: { general: 'General', goTo: 'Go to', palette: 'In search and commands' },
  search: 'Search, and run commands on the page in view',
  list: 'Show this list',
  choose: 'Choose a command',
  run: 'Run the chosen command',
  closePalette: 'Close search and commands',
  goTo: { home: 'Go to Home', bolts: 'Go to Bolts', domains: 'Go to Domains', account: 'Go to Account settings', sshKeys: 'Go to SSH keys' },
};

export const palette = {
  label: 'Commands',
  groups: { record: 'Actions on %{name}', goTo: 'Go to', help: 'Help' },
  shortcuts: 'Show keyboard shortcuts',
  actions: {
    'purge-cache': 'Purge all cache',
    'dev-mode-on': 'Turn on development mode',
    'dev-mode-off': 'Turn off development mode',
    deploy: 'Deploy from git now',
    'add-domain': 'Add a domain',
    'wordpress-admin': 'Open WordPress admin',
    'create-site': 'Create a site',
  },
};
