import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { Wizard } from '../../components/Wizard/Wizard';
import { usePanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { gitKey } from '../../resources/sites/git/useGitRepository';
import { sitePath } from '../../resources/sites/sitePaths';
import { CompletingStep } from './CompletingStep';
import { DeployKeyStep } from './DeployKeyStep';
import { DetailsStep } from './DetailsStep';
import { GIT_CONNECT_STEPS, gitConnectMachine, type ConnectedRepository, type GitConnectStep } from './machine';
import type { GitConnectInput } from '../../rules/schemas/git';

const LABELS: Record<GitConnectStep, string> = {
  connect_repository: 'app.gitConnect.steps.details',
  deploy_key: 'app.gitConnect.steps.key',
  completing: 'app.gitConnect.steps.done',
};
const STEPS = GIT_CONNECT_STEPS.map((id) => ({ id, label: LABELS[id] }));

/** Spec 2 §2.4 git connection wizard: {boltId}/environments/{envId}/git/connect. */
export default function GitConnectWizard() {
  const { boltId = '', envId = '' } = useParams<{ boltId: string; envId: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The calls go through react-admin's provider, so a 401 or a blocking 403 on any step goes through checkError.
  const dataProvider = usePanelDataProvider();
  const machine = useMemo(
    () =>
      gitConnectMachine.provide({
        actors: {
          save: fromPromise<ConnectedRepository, GitConnectInput>(({ input }) => dataProvider.saveGitRepository(envId, input)),
          generateKey: fromPromise<ConnectedRepository>(() => dataProvider.generateDeployKey(envId)),
          testConnection: fromPromise(() => dataProvider.testGitConnection(envId)),
        },
      }),
    [dataProvider, envId],
  );
  const [state, send] = useMachine(machine);
  const step = GIT_CONNECT_STEPS.find((id) => state.matches(id)) ?? 'connect_repository';
  const gitPage = sitePath(boltId, envId, 'git');
  const leave = async () => {
    await queryClient.invalidateQueries({ queryKey: gitKey(envId) });
    navigate(gitPage);
  };
  // Quitting drops a repository this wizard saved but never connected; before the save nothing exists.
  const quitAndDelete = async () => {
    if (state.context.repository) await dataProvider.deleteGitRepository(envId).catch(() => undefined);
    await leave();
  };

  return (
    <Wizard
      title="app.gitConnect.title"
      steps={STEPS}
      current={step}
      onSaveAndQuit={() => void leave()}
      onQuitAndDelete={() => void quitAndDelete()}
      canQuit={step !== 'completing'}
    >
      {step === 'connect_repository' && (
        <DetailsStep
          initial={state.context.details}
          saving={state.matches({ connect_repository: 'saving' })}
          error={state.context.error}
          onSubmit={(details) => send({ type: 'SUBMIT', details })}
        />
      )}
      {step === 'deploy_key' && (
        <DeployKeyStep
          repository={state.context.repository}
          generating={state.matches({ deploy_key: 'generating' })}
          keyFailed={state.matches({ deploy_key: 'keyFailed' })}
          testing={state.matches({ deploy_key: 'testing' })}
          error={state.context.error}
          send={send}
        />
      )}
      {step === 'completing' && <CompletingStep repository={state.context.repository} onDone={() => void leave()} />}
    </Wizard>
  );
}
