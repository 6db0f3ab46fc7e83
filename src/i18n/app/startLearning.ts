/** The landing's onboarding card (spec 1 §7 GET start-learning). */
export const startLearning = {
  title: 'Get started',
  intro: 'A few first steps to get the most out of your hosting.',
  progress: '%{done} of %{total} done',
  dismiss: 'Hide',
  dismissLabel: 'Hide Get started until you next sign in',
  done: 'Done',
  todo: 'To do',
  loadFailed: 'Your first steps could not be loaded.',
  steps: {
    createBolt: { title: 'Create a Bolt', text: 'Your hosting plan, with room for your sites.' },
    addDomain: { title: 'Add a domain', text: 'Point your own domain at a site.' },
    setUpSsl: { title: 'Set up SSL', text: 'A certificate, so visitors reach you over HTTPS.' },
    connectGit: { title: 'Connect git', text: 'Deploy a site from its repository.' },
    addSshKey: { title: 'Add an SSH key', text: 'Reach your sites over SSH and SFTP.' },
    turnOnMfa: { title: 'Turn on two-step verification', text: 'A code from your phone at each sign-in.' },
    inviteUser: { title: 'Invite a user', text: 'Give a colleague or developer access to a Bolt.' },
  },
};
