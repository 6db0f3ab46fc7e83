/** Bulk actions of the back-office lists. */
export const bulk = {
  typeWord: 'Type %{word} to confirm',
  extend: 'Extend 30 days',
  extendTitle: 'Extend %{smart_count} block by 30 days? |||| Extend %{smart_count} blocks by 30 days?',
  extendText: 'Running blocks end 30 days later, ended ones 30 days from now; blocks that never end stay so.',
  extended: '%{smart_count} block extended |||| %{smart_count} blocks extended',
  remove: 'Remove',
  removeTitle: 'Remove %{smart_count} block? |||| Remove %{smart_count} blocks?',
  removeText: 'Their traffic is let through again. Type %{word} to confirm.',
  removed: '%{smart_count} block removed |||| %{smart_count} blocks removed',
  lift: 'Lift',
  liftTitle: 'Lift %{smart_count} lockdown? |||| Lift %{smart_count} lockdowns?',
  liftText: 'The customers can use the panel, SSH and SFTP again, and their suspended sites are served again. Type %{word} to confirm.',
  lifted: '%{smart_count} lockdown lifted |||| %{smart_count} lockdowns lifted',
};
