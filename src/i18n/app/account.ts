export const account = {
  menu: 'Account menu',
  settings: 'Settings',
  userInformation: 'User information',
  sshKeys: 'SSH keys',
  logout: 'Logout',
  logoutTitle: 'Logout?',
  yes: 'Yes',
  no: 'No',
};
