import { Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadError } from '../../../components/LoadError';
import { StepAlert } from '../../boltCreate/parts/StepAlert';
import { StepFrame } from '../../boltCreate/parts/StepFrame';
import { CdnSetupActor, useCdnSetup } from '../CdnSetupActor';
import { DomainProgress } from '../parts/DomainProgress';

/**
 * Step validation (spec 2 §2.3, §4): each domain's four steps with progress, retry or the
 * action-required panel. The machine reads the status while anything is under way, resumes the
 * order on Retry and again by itself at a retry_at to come; it finishes once every domain is complete.
 */
export function ValidationStep() {
  const translate = useTranslate();
  const { context, busy, send } = useCdnSetup();
  const loadFailed = CdnSetupActor.useSelector((snapshot) => snapshot.matches({ validation: 'loadFailed' }));
  const domains = Object.values(context.order?.domains ?? {});
  return (
    <StepFrame title={translate('app.cdnSetup.validation.title')} intro={translate('app.cdnSetup.validation.intro')}>
      {loadFailed ? (
        <LoadError title="app.cdnSetup.validation.loadFailed" error={new Error(context.error ?? '')} onRetry={() => send({ type: 'RELOAD' })} />
      ) : (
        <StepAlert text={context.error} />
      )}
      {context.order === null && !loadFailed && (
        <Stack spacing={2} aria-busy>
          <Skeleton variant="rounded" height={220} />
        </Stack>
      )}
      {domains.map((domain) => (
        <DomainProgress key={domain.name} domain={domain} onRetry={() => send({ type: 'RETRY' })} retrying={busy} retryAt={context.retryAt} />
      ))}
    </StepFrame>
  );
}
