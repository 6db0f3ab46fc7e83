// Spec 2 §2.4 git connection wizard.
export const gitConnect = {
  title: 'Connect repository',
  steps: { details: 'Provide details', key: 'SSH key connection', done: 'Success' },
  detailsIntro: 'Tell us which repository and branch to deploy, and where the files go.',
  sshUrl: 'SSH URL',
  deployPath: 'Deploy path',
  help: {
    repodef: 'For example git@github.com:octocat/Hello-World.git',
    branch: 'The branch that is deployed.',
    localpath: 'The folder under ~/site/ the repository is deployed to.',
  },
  next: 'Continue',
  keyIntro: 'Add this public key as a read-only deploy key of your repository, then test the connection.',
  openKeySettings: 'Open deploy key settings',
  otherHost: 'Add the key in your git host’s deploy key (or access key) settings.',
  back: 'Back',
  test: 'Test connection',
  doneTitle: 'Repository connected',
  webhookIntro: 'Add this deployment URL to your repository’s webhooks so every push deploys the site.',
  toRepository: 'Go to the repository',
  // Quitting before the connection test passed leaves nothing connected.
  deleteWarning: 'The repository details saved for this site are removed too: its connection was never tested.',
  quitting: 'Removing the repository details…',
  // On the git page: a repository the wizard saved is connected only once its connection test passed.
  untested: 'The details of %{repository} are saved, but its connection was never tested, so it is not connected. Connect repository to finish.',
};
