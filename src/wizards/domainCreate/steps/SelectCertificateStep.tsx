import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CERTIFICATE_OPTIONS } from '../certificateOptions';
import { useDomainCreate } from '../DomainCreateActor';
import { CertificateDialogs } from '../parts/CertificateDialogs';
import { CertificateOptionCard } from '../parts/CertificateOptionCard';
import { ExistingCertificates } from '../parts/ExistingCertificates';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';

/**
 * select_certificate_needed: an existing certificate of the domain (failed orders hidden), one of
 * the six new ones, or 'Skip SSL setup'; each choice is confirmed first. The order page offers the
 * new ones only.
 */
export function SelectCertificateStep() {
  const translate = useTranslate();
  const { context, substate, canPrevious, send } = useDomainCreate();
  const busy = substate === 'loading' || substate === 'linking';
  const listsExisting = context.entry !== 'order';
  return (
    <StepFrame
      title={translate('app.domainCreate.certificate.title')}
      intro={translate(listsExisting ? 'app.domainCreate.certificate.intro' : 'app.domainCreate.certificate.orderIntro', { name: context.name })}
      actions={
        <StepActions onPrevious={canPrevious ? () => send({ type: 'PREVIOUS' }) : undefined} disabled={busy}>
          {listsExisting && (
            <Button color="inherit" onClick={() => send({ type: 'SKIP' })} disabled={busy} sx={{ textDecoration: 'underline' }}>
              {translate('app.domainCreate.certificate.skip')}
            </Button>
          )}
        </StepActions>
      }
    >
      {context.error !== null && (
        <Alert
          severity="error"
          role="alert"
          action={
            substate === 'loadFailed' && (
              <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })} sx={{ fontWeight: 700 }}>
                {translate('app.domainCreate.retry')}
              </Button>
            )
          }
        >
          {context.error || translate('app.domainCreate.unreachable')}
        </Alert>
      )}
      {listsExisting && substate === 'loading' && <Skeleton variant="rounded" height={64} aria-label={translate('app.domainCreate.loading')} />}
      {listsExisting && !!context.certificates?.length && (
        <Box>
          <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
            {translate('app.domainCreate.certificate.existingTitle')}
          </Typography>
          <ExistingCertificates
            certificates={context.certificates}
            disabled={busy}
            onUse={(certificateId) => send({ type: 'USE_EXISTING', certificateId })}
          />
        </Box>
      )}
      <Box>
        {listsExisting && (
          <Typography component="h2" variant="h4" sx={{ mb: 1.5 }}>
            {translate('app.domainCreate.certificate.newTitle')}
          </Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' } }}>
          {CERTIFICATE_OPTIONS.map((option) => (
            <CertificateOptionCard
              key={option.id}
              option={option}
              complete={option.id === 'sbcdn' && context.cdnEnabled}
              disabled={busy}
              onSetUp={() => send({ type: 'CHOOSE', choice: option.id })}
            />
          ))}
        </Box>
      </Box>
      <CertificateDialogs />
    </StepFrame>
  );
}
