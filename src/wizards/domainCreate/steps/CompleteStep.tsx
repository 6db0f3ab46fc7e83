import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { isCdnChoice } from '../certificateOptions';
import { useDomainCreate } from '../DomainCreateActor';
import { CertificateCard } from '../parts/CertificateCard';
import { EmbeddedSteps } from '../parts/StepFrame';
import { namesOf } from '../setup';

export interface CompleteStepProps {
  onFinish: () => void;
  /** The finishing button's text: 'Quit and finish' in the wizard. */
  finishLabel?: string;
}

/**
 * creation_complete: '{domain} has been set up!' (www prefix if www was added); the skipped-SSL
 * notice with Go back; for acd and sbcdn the order placed; otherwise the certificate.
 */
export function CompleteStep({ onFinish, finishLabel = 'app.domainCreate.complete.finish' }: CompleteStepProps) {
  const translate = useTranslate();
  const embedded = useContext(EmbeddedSteps);
  const { context, send } = useDomainCreate();
  const domain = namesOf(context).length > 1 ? `www.${context.name}` : context.name;
  return (
    <Box component="section" aria-labelledby="domain-set-up" sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 40 }} aria-hidden />
        <Typography
          id="domain-set-up"
          component={embedded ? 'h2' : 'h1'}
          variant={embedded ? 'h3' : 'h1'}
          sx={{ fontSize: embedded ? undefined : { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
        >
          {translate('app.domainCreate.complete.title', { domain })}
        </Typography>
      </Box>
      {context.sslSkipped && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'GO_BACK' })} sx={{ fontWeight: 700 }}>
              {translate('app.domainCreate.complete.goBack')}
            </Button>
          }
        >
          {translate('app.domainCreate.complete.skipped')}
        </Alert>
      )}
      {isCdnChoice(context.certificateType) && <Alert severity="success">{translate('app.domainCreate.complete.cdnOrdered')}</Alert>}
      {!isCdnChoice(context.certificateType) && context.certificateInfo && <CertificateCard certificate={context.certificateInfo} />}
      <Box>
        <Button variant="contained" size="large" onClick={onFinish}>
          {translate(finishLabel)}
        </Button>
      </Box>
    </Box>
  );
}
