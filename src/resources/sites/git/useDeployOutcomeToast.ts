import { useEffect, useRef } from 'react';
import { useNotify } from 'react-admin';
import type { GitRepository } from '../../../dataProvider/calls/git';

/**
 * A deployment's end said once, when the page sees it end (spec 2 §8 "git repository deployed", or
 * the git host's reason): the toast says what the button and the last deployment say, never
 * "deployed" while the button still says "Deploying…".
 */
export function useDeployOutcomeToast(repository: GitRepository, deploying: boolean) {
  const notify = useNotify();
  const wasDeploying = useRef(deploying);
  useEffect(() => {
    const ended = wasDeploying.current && !deploying;
    wasDeploying.current = deploying;
    if (!ended) return;
    if (repository.last_status === 'deployed') notify('app.git.deployed', { type: 'success' });
    else if (repository.last_status === 'failed') notify(repository.last_message || 'app.git.lastFailed', { type: 'error' });
  }, [deploying, notify, repository.last_status, repository.last_message]);
}
