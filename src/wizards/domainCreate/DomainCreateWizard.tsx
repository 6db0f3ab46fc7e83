import { Skeleton } from '@mui/material';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { useSavedProgress } from '../../components/Wizard/useSavedProgress';
import { Wizard } from '../../components/Wizard/Wizard';
import { useRole } from '../../layout/useRole';
import { sitePath } from '../../resources/sites/sitePaths';
import { useSite } from '../../resources/sites/useSite';
import { useProvidedMachine } from './actors';
import { DomainCreateActor } from './DomainCreateActor';
import { DOMAIN_CREATE_STEPS, domainCreateMachine } from './machine';
import { domainCreateProgress } from './progress';
import { DomainCreateScreen } from './DomainCreateScreen';
import { siteInput } from './siteInput';

/**
 * /bolts/{boltId}/environments/{envId}/domains/create (spec 2 §2.2): the add-domain wizard. Saved
 * progress of this site, role and machine version resumes where it was left; "start over" drops it.
 */
export default function DomainCreateWizard() {
  const role = useRole();
  const navigate = useNavigate();
  const { boltId, envId, data: site, error, refetch } = useSite();
  const logic = useProvidedMachine(domainCreateMachine);
  const progress = useMemo(() => domainCreateProgress(envId), [envId]);
  const { saved, run, startOver } = useSavedProgress(progress, role);
  // A new run starts from the site's addresses; a saved one has them already.
  if (saved === undefined && !site) {
    return (
      <Wizard
        title="app.domainCreate.title"
        steps={DOMAIN_CREATE_STEPS.map((id) => ({ id, label: `app.domainCreate.steps.${id}` }))}
        current="domain_needed"
        onSaveAndQuit={() => navigate(sitePath(boltId, envId, 'domains'))}
        onQuitAndDelete={() => navigate('/')}
      >
        {error ? (
          <LoadError title="app.domainCreate.loadSiteFailed" error={error} onRetry={() => refetch()} />
        ) : (
          <Skeleton variant="rounded" height={240} />
        )}
      </Wizard>
    );
  }
  return (
    <DomainCreateActor.Provider key={run} logic={logic} options={{ input: siteInput('wizard', envId, site), snapshot: saved as never }}>
      <DomainCreateScreen role={role} boltId={boltId} envId={envId} progress={progress} resumed={saved !== undefined} onStartOver={startOver} />
    </DomainCreateActor.Provider>
  );
}
