import { useEffect, type ComponentType } from 'react';
import { useWizardExits } from '../../components/Wizard/useWizardExits';
import { Wizard } from '../../components/Wizard/Wizard';
import { usePanelDataProvider } from '../../dataProvider/usePanelDataProvider';
import { isStaffRole, type Role } from '../../rules/access';
import { CdnSetupActor } from './CdnSetupActor';
import { finishDestination } from './destination';
import { CDN_SETUP_STEPS, stepOf, type CdnSetupStep } from './machine';
import { cdnSetupProgress } from './progress';
import { CustomerStep } from './steps/CustomerStep';
import { DomainsStep } from './steps/DomainsStep';
import { FinishedStep } from './steps/FinishedStep';
import { ValidationStep } from './steps/ValidationStep';
import { isOrderComplete } from './validation';

const SCREENS: Record<CdnSetupStep, ComponentType> = {
  started: CustomerStep,
  SelectDomains: DomainsStep,
  validation: ValidationStep,
  finished: FinishedStep,
};

export interface CdnSetupScreenProps {
  role: Role;
  resumed: boolean;
}

/** The running wizard in the wizard layout: the current step, and quitting with or without saving. */
export function CdnSetupScreen({ role, resumed }: CdnSetupScreenProps) {
  const asStaff = isStaffRole(role);
  const actor = CdnSetupActor.useActorRef();
  const step = CdnSetupActor.useSelector(stepOf);
  const pendingOrder = CdnSetupActor.useSelector(({ context }) => context.orderId !== null && !isOrderComplete(context.order));
  const dataProvider = usePanelDataProvider();
  // Spec 2 §2.3: customers have no customer step.
  const steps = CDN_SETUP_STEPS.filter((id) => asStaff || id !== 'started').map((id) => ({ id, label: `app.cdnSetup.steps.${id}` }));

  // A restored snapshot has no timers running: its validation reads the status afresh.
  useEffect(() => {
    if (resumed) actor.send({ type: 'RELOAD' });
  }, [actor, resumed]);

  // Once finished nothing is left to resume, and the domains' CDN state shown elsewhere has changed.
  const exits = useWizardExits(cdnSetupProgress, role, actor, step === 'finished');

  // Save and quit keeps the order and goes where finishing would (spec 1 §2).
  const saveAndQuit = () => {
    const { context } = actor.getSnapshot();
    exits.saveAndQuit(finishDestination(context.redirect, context.order, asStaff));
  };
  // Quit and delete removes the order still pending, if any; its failure is only logged (spec 1 §8).
  const quitAndDelete = async () => {
    const { context } = actor.getSnapshot();
    cdnSetupProgress.clear();
    if (context.orderId !== null && !isOrderComplete(context.order)) {
      await dataProvider.deleteCdnOrder(context.orderId).catch((error: unknown) => console.warn('The CDN order could not be removed', error));
    }
    exits.leave('/');
  };
  const Screen = SCREENS[step];
  return (
    <Wizard
      title="app.cdnSetup.title"
      steps={steps}
      current={step}
      onSaveAndQuit={saveAndQuit}
      onQuitAndDelete={() => void quitAndDelete()}
      deleteWarning={pendingOrder ? 'app.cdnSetup.deleteWarning' : undefined}
      canQuit={step !== 'finished'}
    >
      <Screen />
    </Wizard>
  );
}
