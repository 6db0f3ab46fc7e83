import { useState } from 'react';
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
  const [saved, setSaved] = useState(() => boltCreateProgress.load(role));
  const [run, setRun] = useState(0);
  const startOver = () => {
    boltCreateProgress.clear();
    setSaved(undefined);
    setRun((count) => count + 1);
  };
  return (
    <BoltCreateActor.Provider key={run} logic={logic} options={{ input: { asStaff: isStaffRole(role) }, snapshot: saved as never }}>
      <BoltCreateScreen role={role} resumed={saved !== undefined} onStartOver={startOver} />
    </BoltCreateActor.Provider>
  );
}
