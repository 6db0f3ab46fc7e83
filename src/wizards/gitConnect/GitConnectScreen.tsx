import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ProgressStore } from '../../components/Wizard/progress';
import { useWizardExits } from '../../components/Wizard/useWizardExits';
import { Wizard } from '../../components/Wizard/Wizard';
import type { Role } from '../../rules/access';
import { sitePath } from '../../resources/sites/sitePaths';
import { CompletingStep } from './CompletingStep';
import { DeployKeyStep } from './DeployKeyStep';
import { DetailsStep } from './DetailsStep';
import { GitConnectActor } from './GitConnectActor';
import { GIT_CONNECT_STEPS, stepOf, type GitConnectStep } from './machine';

const LABELS: Record<GitConnectStep, string> = {
  connect_repository: 'app.gitConnect.steps.details',
  deploy_key: 'app.gitConnect.steps.key',
  completing: 'app.gitConnect.steps.done',
};
const STEPS = GIT_CONNECT_STEPS.map((id) => ({ id, label: LABELS[id] }));

export interface GitConnectScreenProps {
  role: Role;
  boltId: string;
  envId: string;
  progress: ProgressStore;
  resumed: boolean;
}

/** The running wizard in the wizard layout: the current step, and quitting with or without saving (spec 1 §2). */
export function GitConnectScreen({ role, boltId, envId, progress, resumed }: GitConnectScreenProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const actor = GitConnectActor.useActorRef();
  const state = GitConnectActor.useSelector((snapshot) => snapshot);
  const step = stepOf(state);
  const { context } = state;
  const deleted = state.matches('progress_deleted');
  const [startedOver, setStartedOver] = useState(false);
  const gitPage = sitePath(boltId, envId, 'git');
  // While "quit and delete progress" or "start over" removes the repository there is no step; the side list keeps the last one.
  const lastStep = useRef<GitConnectStep>('connect_repository');
  if (step) lastStep.current = step;

  // Once connected nothing is left to resume, and the git page and the site overview have changed.
  const exits = useWizardExits(progress, role, actor, step === 'completing');

  useEffect(() => {
    const subscription = actor.on('failure', ({ message }) => notify(message, { type: 'error' }));
    return () => subscription.unsubscribe();
  }, [actor, notify]);

  useEffect(() => {
    if (deleted) exits.dropAndLeave('/');
  }, [deleted, exits]);

  // Saved and quit, the repository stays on the site untested: the git page says it is not connected.
  const saveAndQuit = () => exits.saveAndQuit(gitPage);
  const startOver = () => {
    progress.clear();
    setStartedOver(true);
    actor.send({ type: 'START_OVER' });
  };
  const open = step !== null && step !== 'completing';
  return (
    <Wizard
      title="app.gitConnect.title"
      steps={STEPS}
      current={lastStep.current}
      onSaveAndQuit={saveAndQuit}
      onQuitAndDelete={() => actor.send({ type: 'QUIT_AND_DELETE' })}
      deleteWarning={context.repository ? 'app.gitConnect.deleteWarning' : undefined}
      canQuit={open && !state.hasTag('busy')}
      onStartOver={resumed && !startedOver && open ? startOver : undefined}
    >
      {/* Keyed by the start over, so the form then begins again from the empty details. */}
      {step === 'connect_repository' && (
        <DetailsStep
          key={String(startedOver)}
          initial={context.details}
          saving={state.matches({ connect_repository: 'saving' })}
          error={context.error}
          onSubmit={(details) => actor.send({ type: 'SUBMIT', details })}
        />
      )}
      {step === 'deploy_key' && (
        <DeployKeyStep
          repository={context.repository}
          generating={state.matches({ deploy_key: 'generating' })}
          keyFailed={state.matches({ deploy_key: 'keyFailed' })}
          testing={state.matches({ deploy_key: 'testing' })}
          error={context.error}
          send={actor.send}
        />
      )}
      {step === 'completing' && <CompletingStep repository={context.repository} onDone={() => exits.leave(gitPage)} />}
      {step === null && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('app.gitConnect.quitting')}</Typography>
        </Box>
      )}
    </Wizard>
  );
}
