import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Wizard } from '../../components/Wizard/Wizard';
import type { Role } from '../../rules/access';
import { BoltCreateActor } from './BoltCreateActor';
import { BOLT_CREATE_STEPS, stepOf, type BoltCreateStep } from './machine';
import { ResumedNotice } from './parts/ResumedNotice';
import { boltCreateProgress } from './progress';
import { BasicsStep } from './steps/BasicsStep';
import { DoneStep } from './steps/DoneStep';
import { FinalizingStep } from './steps/FinalizingStep';
import { InstallationStep } from './steps/InstallationStep';
import { LocationStep } from './steps/LocationStep';
import { UrlStep } from './steps/UrlStep';

const STEPS = BOLT_CREATE_STEPS.map((id) => ({ id, label: `app.boltCreate.steps.${id}` }));

const SCREENS: Record<BoltCreateStep, ComponentType> = {
  url_needed: UrlStep,
  basics_needed: BasicsStep,
  location_needed: LocationStep,
  installation_needed: InstallationStep,
  finalizing: FinalizingStep,
  done: DoneStep,
};

export interface BoltCreateScreenProps {
  role: Role;
  resumed: boolean;
  onStartOver: () => void;
}

/** The running wizard in the wizard layout: the current step, and quitting with or without saving. */
export function BoltCreateScreen({ role, resumed, onStartOver }: BoltCreateScreenProps) {
  const actor = BoltCreateActor.useActorRef();
  const step = BoltCreateActor.useSelector(stepOf);
  const committing = BoltCreateActor.useSelector((snapshot) => snapshot.hasTag('committing'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (step !== 'done') return;
    // The Bolt exists: nothing is left to resume, and lists that showed the Bolts are out of date.
    boltCreateProgress.clear();
    void queryClient.invalidateQueries();
  }, [step, queryClient]);

  const saveAndQuit = () => {
    boltCreateProgress.save(actor.getPersistedSnapshot(), role);
    navigate('/bolts');
  };
  const quitAndDelete = () => {
    boltCreateProgress.clear();
    navigate('/');
  };
  const Screen = SCREENS[step];
  return (
    <Wizard
      title="app.boltCreate.title"
      steps={STEPS}
      current={step}
      onSaveAndQuit={saveAndQuit}
      onQuitAndDelete={quitAndDelete}
      canQuit={!committing && step !== 'done'}
    >
      {resumed && step !== 'done' && <ResumedNotice onStartOver={onStartOver} />}
      <Screen />
    </Wizard>
  );
}
