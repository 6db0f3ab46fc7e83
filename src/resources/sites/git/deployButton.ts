import type { GitRepository } from '../../../dataProvider/calls/git';

/**
 * The deploy button's three faces (spec 2 §2.4): "Deploying…" while one runs, "Deployed" right
 * after a success (still clickable to deploy again), "Deploy now" otherwise.
 */
export function deployButtonLabel(busy: boolean, status: GitRepository['last_status']): string {
  if (busy) return 'app.git.deploy.deploying';
  return status === 'deployed' ? 'app.git.deploy.deployed' : 'app.git.deploy.now';
}
