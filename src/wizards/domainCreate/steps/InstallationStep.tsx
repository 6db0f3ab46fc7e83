import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Alert, AlertTitle, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { certificatePhase } from '../../../rules/certificates';
import { DomainCreateActor, useDomainCreate } from '../DomainCreateActor';
import { ChallengeRecords } from '../parts/ChallengeRecords';
import { InstallationProgress } from '../parts/InstallationProgress';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';

/**
 * verification_needed (Installation): the four progress rows, the DNS challenge while issuing, the
 * first error in a warning box; Continue only when the certificate is ACTIVE.
 */
export function InstallationStep() {
  const translate = useTranslate();
  const { context, canNext, canPrevious, send } = useDomainCreate();
  const confirming = DomainCreateActor.useSelector((s) => s.matches({ verification_needed: { challenge: 'confirming' } }));
  const canConfirm = DomainCreateActor.useSelector((s) => s.can({ type: 'CHALLENGE_COMPLETED' }));
  const stopped = DomainCreateActor.useSelector((s) => s.matches({ verification_needed: { poll: 'stopped' } }));
  const certificate = context.certificateInfo;
  const status = certificate?.status ?? null;
  const failed = status !== null && certificatePhase(status) === 'failed';
  const issuing = status !== null && certificatePhase(status) === 'issuing';
  return (
    <StepFrame
      title={translate('app.domainCreate.installation.title')}
      intro={translate('app.domainCreate.installation.intro')}
      actions={
        <StepActions>
          {canPrevious && (
            <Button color="inherit" onClick={() => send({ type: 'PREVIOUS' })}>
              {translate('app.domainCreate.installation.chooseAnother')}
            </Button>
          )}
          <Button variant="contained" size="large" onClick={() => send({ type: 'NEXT' })} disabled={!canNext} endIcon={<ArrowForwardIcon />}>
            {translate('app.domainCreate.continue')}
          </Button>
        </StepActions>
      }
    >
      <InstallationProgress status={status} />
      {failed && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{translate('app.domainCreate.installation.failed')}</AlertTitle>
          {certificate?.statusMessage}
        </Alert>
      )}
      {stopped && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })} sx={{ fontWeight: 700 }}>
              {translate('app.domainCreate.retry')}
            </Button>
          }
        >
          <AlertTitle>{translate('app.domainCreate.installation.stopped')}</AlertTitle>
          {context.pollError || translate('app.domainCreate.unreachable')}
        </Alert>
      )}
      {certificate && issuing && Object.keys(certificate.dnsChallenges).length > 0 && (
        <ChallengeRecords
          certificate={certificate}
          confirming={confirming}
          canConfirm={canConfirm}
          error={context.challengeError}
          onConfirm={() => send({ type: 'CHALLENGE_COMPLETED' })}
        />
      )}
    </StepFrame>
  );
}
