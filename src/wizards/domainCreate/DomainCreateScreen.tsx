import { Box, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { ProgressStore } from '../../components/Wizard/progress';
import { useWizardExits } from '../../components/Wizard/useWizardExits';
import { Wizard } from '../../components/Wizard/Wizard';
import type { Role } from '../../rules/access';
import { sitePath } from '../../resources/sites/sitePaths';
import { DomainCreateActor } from './DomainCreateActor';
import { DOMAIN_CREATE_STEPS, stepOf, type DomainCreateStep } from './machine';
import { CompleteStep } from './steps/CompleteStep';
import { CreationStep } from './steps/CreationStep';
import { DnsSetupStep } from './steps/DnsSetupStep';
import { DomainStep } from './steps/DomainStep';
import { InstallationStep } from './steps/InstallationStep';
import { NewCertificateStep } from './steps/NewCertificateStep';
import { PreparationsStep } from './steps/PreparationsStep';
import { SelectCertificateStep } from './steps/SelectCertificateStep';
import { cdnWizardPath, useWizardNotices } from './useWizardNotices';

const STEPS = DOMAIN_CREATE_STEPS.map((id) => ({ id, label: `app.domainCreate.steps.${id}` }));

const SCREENS: Record<Exclude<DomainCreateStep, 'creation_complete'>, ComponentType> = {
  domain_needed: DomainStep,
  preparations_needed: PreparationsStep,
  dns_setup_needed: DnsSetupStep,
  creation_needed: CreationStep,
  select_certificate_needed: SelectCertificateStep,
  new_certificate: NewCertificateStep,
  verification_needed: InstallationStep,
};

export interface DomainCreateScreenProps {
  role: Role;
  boltId: string;
  envId: string;
  progress: ProgressStore;
  resumed: boolean;
  onStartOver: () => void;
}

/** The running wizard in the wizard layout: the current step, and quitting with or without saving (spec 1 §2). */
export function DomainCreateScreen({ role, boltId, envId, progress, resumed, onStartOver }: DomainCreateScreenProps) {
  const translate = useTranslate();
  const actor = DomainCreateActor.useActorRef();
  const step = DomainCreateActor.useSelector(stepOf);
  const committing = DomainCreateActor.useSelector((snapshot) => snapshot.hasTag('committing'));
  const deleted = DomainCreateActor.useSelector((snapshot) => snapshot.status === 'done');
  const created = DomainCreateActor.useSelector((snapshot) => snapshot.context.domainId !== null);
  const domainsPage = sitePath(boltId, envId, 'domains');
  // While "quit and delete progress" runs there is no step; the side list keeps the last one.
  const lastStep = useRef<DomainCreateStep>('domain_needed');
  if (step) lastStep.current = step;
  const [cdnOrder, setCdnOrder] = useState<number | null>(null);

  // The completion stays saved until Finish, for a return from the CDN wizard.
  const exits = useWizardExits(progress, role, actor);
  useWizardNotices(setCdnOrder);

  // Spec 2 §2.2: a CDN order goes on in the CDN wizard.
  useEffect(() => {
    if (cdnOrder !== null && step === 'creation_complete') exits.saveAndQuit(cdnWizardPath(cdnOrder));
  }, [cdnOrder, step, exits]);

  useEffect(() => {
    if (deleted) exits.dropAndLeave('/');
  }, [deleted, exits]);

  const Screen = step && step !== 'creation_complete' ? SCREENS[step] : null;
  return (
    <Wizard
      title="app.domainCreate.title"
      steps={STEPS}
      current={lastStep.current}
      onSaveAndQuit={() => exits.saveAndQuit(domainsPage)}
      onQuitAndDelete={() => actor.send({ type: 'QUIT_AND_DELETE' })}
      deleteWarning={created ? 'app.domainCreate.deleteWarning' : undefined}
      canQuit={!committing && step !== null && step !== 'creation_complete'}
      onStartOver={resumed && step !== null && step !== 'creation_complete' ? onStartOver : undefined}
    >
      {Screen && <Screen />}
      {step === 'creation_complete' && <CompleteStep onFinish={() => exits.dropAndLeave(domainsPage)} />}
      {step === null && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('app.domainCreate.quitting')}</Typography>
        </Box>
      )}
    </Wizard>
  );
}
