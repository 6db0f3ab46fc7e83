import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRole } from '../../layout/useRole';
import { isStaffRole } from '../../rules/access';
import { CdnSetupActor } from './CdnSetupActor';
import { CdnSetupScreen } from './CdnSetupScreen';
import { cdnSetupProgress } from './progress';
import { useCdnSetupLogic } from './useCdnSetupLogic';

/**
 * /cdn-wizard (spec 2 §2.3): the CDN setup wizard. `orderId` in the query opens that order's
 * validation (the add-domain wizard and the site overview send people here); otherwise saved
 * progress of this role resumes where it was left. `redirect` is where finishing goes.
 */
export default function CdnSetupWizard() {
  const role = useRole();
  const logic = useCdnSetupLogic();
  const [params] = useSearchParams();
  const orderId = params.get('orderId');
  const redirect = params.get('redirect');
  const [saved] = useState(() => (orderId ? undefined : cdnSetupProgress.load(role)));
  return (
    <CdnSetupActor.Provider logic={logic} options={{ input: { asStaff: isStaffRole(role), orderId, redirect }, snapshot: saved as never }}>
      <CdnSetupScreen role={role} resumed={saved !== undefined} />
    </CdnSetupActor.Provider>
  );
}
