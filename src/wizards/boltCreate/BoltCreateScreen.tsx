import type { ComponentType } from 'react';
import { useWizardExits } from '../../components/Wizard/useWizardExits';
import { Wizard } from '../../components/Wizard/Wizard';
import type { Role } from '../../rules/access';
import { BoltCreateActor } from './BoltCreateActor';
import { BOLT_CREATE_STEPS, stepOf, type BoltCreateStep } from './machine';
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
  // Once the Bolt exists nothing is left to resume, and lists that showed the Bolts are out of date.
  const exits = useWizardExits(boltCreateProgress, role, actor, step === 'done');
  const Screen = SCREENS[step];
  return (
    <Wizard
      title="app.boltCreate.title"
      steps={STEPS}
      current={step}
      onSaveAndQuit={() => exits.saveAndQuit('/bolts')}
      onQuitAndDelete={() => exits.dropAndLeave('/')}
      canQuit={!committing && step !== 'done'}
      onStartOver={resumed && step !== 'done' ? onStartOver : undefined}
    >
      <Screen />
    </Wizard>
  );
}
