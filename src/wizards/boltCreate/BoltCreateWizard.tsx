import { useSavedProgress } from '../../components/Wizard/useSavedProgress';
import { useRole } from '../../layout/useRole';
import { isStaffRole } from '../../rules/access';
import { BoltCreateActor } from './BoltCreateActor';
import { BoltCreateScreen } from './BoltCreateScreen';
import { boltCreateProgress } from './progress';
import { useBoltCreateLogic } from './useBoltCreateLogic';

/**
 * /bolts/create (spec 1 §2): the Bolt create wizard. Saved progress of this role and machine
 * version is resumed where it was left; "start over" drops it and begins afresh.
 */
export default function BoltCreateWizard() {
  const role = useRole();
  const logic = useBoltCreateLogic();
  const { saved, run, startOver } = useSavedProgress(boltCreateProgress, role);
  return (
    <BoltCreateActor.Provider key={run} logic={logic} options={{ input: { asStaff: isStaffRole(role) }, snapshot: saved as never }}>
      <BoltCreateScreen role={role} resumed={saved !== undefined} onStartOver={startOver} />
    </BoltCreateActor.Provider>
  );
}
