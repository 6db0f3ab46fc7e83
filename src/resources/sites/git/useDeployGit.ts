import { useNotify } from 'react-admin';
import { useCall } from '../../../dataProvider/useCall';
import { gitKey } from './useGitRepository';

/**
 * Deploy now (spec 2 §2.4), for the git page's button and the command palette. Starting says what
 * the API says ("Deployment of main started."), a refusal its reason; the end is said when it comes
 * (useDeployOutcomeToast). The repository is read again once the deployment started.
 */
export function useDeployGit(siteId: string | number) {
  const notify = useNotify();
  return useCall((dataProvider) => dataProvider.deployGit(siteId), {
    invalidates: [gitKey(siteId)],
    onSuccess: (outcome) => notify(outcome.message, { type: 'info' }),
  });
}
