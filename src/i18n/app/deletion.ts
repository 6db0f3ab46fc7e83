export const deletion = {
  zone: 'Danger zone',
  explain: 'Delete this Bolt with its sites, databases and files, at once or when the term you paid for ends.',
  button: 'Delete Bolt',
  title: 'Delete %{name}?',
  intro: 'Choose when the Bolt is deleted.',
  endOfTerm: {
    label: 'At the end of the term, on %{date}',
    text: 'The Bolt and its sites keep running until %{date}. Until then you can remove the scheduled deletion.',
  },
  immediately: {
    label: 'Immediately',
    text: 'The Bolt and its site are deleted now, with their databases and files. This cannot be undone. |||| The Bolt and its %{smart_count} sites are deleted now, with their databases and files. This cannot be undone.',
  },
  typeName: 'Type %{name} to confirm',
  confirmNow: 'Delete now',
  confirmLater: 'Schedule deletion',
  deleted: 'Bolt deleted',
  scheduled: 'The Bolt will be deleted at the end of its term.',
  restore: 'Remove scheduled deletion',
  restored: 'The scheduled deletion was removed.',
};
