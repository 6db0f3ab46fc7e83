export const blocked = {
  title: 'Account locked',
  text: 'Your account is locked, usually due to unpaid invoices or misuse; contact support.',
  logout: 'Logout',
};
