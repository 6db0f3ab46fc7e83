import { Card, CardContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DomainCreateActor } from '../DomainCreateActor';
import { stepOf } from '../machine';
import { EmbeddedSteps } from '../parts/StepFrame';
import { CompleteStep } from '../steps/CompleteStep';
import { InstallationStep } from '../steps/InstallationStep';
import { NewCertificateStep } from '../steps/NewCertificateStep';
import { SelectCertificateStep } from '../steps/SelectCertificateStep';
import { cdnWizardPath, useWizardNotices } from '../useWizardNotices';

/** The wizard's certificate steps on a site page, for a domain that exists; done leads to `finishTo`. */
export function CertificateSteps({ finishTo }: { finishTo: string }) {
  const step = DomainCreateActor.useSelector(stepOf);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // The domain's certificates and CDN state have changed: what showed them is read again.
  const leave = useCallback(
    (to: string) => {
      void queryClient.invalidateQueries();
      navigate(to);
    },
    [queryClient, navigate],
  );
  useWizardNotices(useCallback((orderId: number) => leave(cdnWizardPath(orderId)), [leave]));
  return (
    <EmbeddedSteps.Provider value>
      <Card>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          {step === 'select_certificate_needed' && <SelectCertificateStep />}
          {step === 'new_certificate' && <NewCertificateStep />}
          {step === 'verification_needed' && <InstallationStep />}
          {step === 'creation_complete' && <CompleteStep onFinish={() => leave(finishTo)} finishLabel="app.domainCreate.complete.toSettings" />}
        </CardContent>
      </Card>
    </EmbeddedSteps.Provider>
  );
}
