import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useRole } from '../../layout/useRole';
import { GitConnectActor } from './GitConnectActor';
import { GitConnectScreen } from './GitConnectScreen';
import { gitConnectProgress } from './progress';
import { useGitConnectLogic } from './useGitConnectLogic';

/**
 * Spec 2 §2.4 git connection wizard: {boltId}/environments/{envId}/git/connect. Saved progress of
 * this site, role and machine version resumes at the step where it was left. "Start over" is the
 * machine's (START_OVER): the repository the saved run put on the site goes with the progress.
 */
export default function GitConnectWizard() {
  const { boltId = '', envId = '' } = useParams<{ boltId: string; envId: string }>();
  const role = useRole();
  const logic = useGitConnectLogic(envId);
  const progress = useMemo(() => gitConnectProgress(envId), [envId]);
  const [saved] = useState(() => progress.load(role));
  return (
    <GitConnectActor.Provider key={envId} logic={logic} options={{ snapshot: saved as never }}>
      <GitConnectScreen role={role} boltId={boltId} envId={envId} progress={progress} resumed={saved !== undefined} />
    </GitConnectActor.Provider>
  );
}
