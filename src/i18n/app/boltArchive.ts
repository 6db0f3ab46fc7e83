// The archive's actions (/bolts/archive): restore for staff, an instant transfer for admins (spec 1 §6).
export const boltArchive = {
  restore: 'Restore',
  restoreTitle: 'Restore this Bolt?',
  restoreText: '%{name} of %{customer} will be live again, with no deletion scheduled.',
  restored: 'Bolt restored',
  transfer: 'Transfer',
  transferTitle: 'Transfer %{name}',
  transferText:
    'The Bolt moves from %{customer} to the customer you choose at once, without asking anyone. It stays archived until it is restored, and its invited people lose access.',
  customer: 'New customer',
  transferred: 'Bolt transferred',
};
