import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fromPromise } from 'xstate';
import { Wizard } from '../../components/Wizard/Wizard';
import { apiCall } from '../../dataProvider/send';
import { API_KEY } from '../../dataProvider/useApiQuery';
import { sitePath } from '../../resources/sites/sitePaths';
import { CompletingStep } from './CompletingStep';
import { DeployKeyStep } from './DeployKeyStep';
import { DetailsStep } from './DetailsStep';
import { gitConnectMachine, type ConnectedRepository } from './machine';

const STEPS = [
  { id: 'connect_repository', label: 'app.gitConnect.steps.details' },
  { id: 'deploy_key', label: 'app.gitConnect.steps.key' },
  { id: 'completing', label: 'app.gitConnect.steps.done' },
];

type GitAnswer = { data: { attributes: ConnectedRepository } };

/** Spec 2 §2.4 git connection wizard: {boltId}/environments/{envId}/git/connect. */
export default function GitConnectWizard() {
  const { boltId = '', envId = '' } = useParams<{ boltId: string; envId: string }>();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const machine = useMemo(
    () =>
      gitConnectMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) =>
            (await apiCall<GitAnswer>('POST', `environments/${envId}/git`, { data: { type: 'git', attributes: input } })).data.attributes,
          ),
          generateKey: fromPromise(async () => (await apiCall<GitAnswer>('POST', `environments/${envId}/git/generate-deploy-key`)).data.attributes),
          testConnection: fromPromise(async () => (await apiCall<{ data: { success: boolean } }>('POST', `environments/${envId}/git/test-connection`)).data),
        },
      }),
    [envId],
  );
  const [state, send] = useMachine(machine);
  const step = STEPS.find((candidate) => state.matches(candidate.id as never))?.id ?? 'connect_repository';
  const gitPage = sitePath(boltId, envId, 'git');
  const leave = async () => {
    await queryClient.invalidateQueries({ queryKey: [API_KEY, 'environment', envId] });
    navigate(gitPage);
  };
  // Quitting drops a repository this wizard saved but never connected; before the save nothing exists.
  const quitAndDelete = async () => {
    if (state.context.repository) await apiCall('DELETE', `environments/${envId}/git`).catch(() => undefined);
    await leave();
  };

  return (
    <Wizard title="app.gitConnect.title" steps={STEPS} current={step} onSaveAndQuit={() => void leave()} onQuitAndDelete={() => void quitAndDelete()} canQuit={step !== 'completing'}>
      {step === 'connect_repository' && (
        <DetailsStep initial={state.context.details} saving={state.matches({ connect_repository: 'saving' })} error={state.context.error} onSubmit={(details) => send({ type: 'SUBMIT', details })} />
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
