import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { StepActions } from '../parts/StepActions';
import { StepFrame } from '../parts/StepFrame';

/** new_certificate: the order being placed (a certificate, or a CDN order), or why it failed with Retry. */
export function NewCertificateStep() {
  const translate = useTranslate();
  const { context, substate, send } = useDomainCreate();
  const option = translate(`app.domainCreate.certificate.options.${context.certificateType}.name`);
  return (
    <StepFrame
      title={translate('app.domainCreate.order.title')}
      actions={substate === 'failed' && <StepActions onPrevious={() => send({ type: 'PREVIOUS' })} />}
    >
      {substate === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY' })} sx={{ fontWeight: 700 }}>
              {translate('app.domainCreate.retry')}
            </Button>
          }
        >
          <AlertTitle>{translate('app.domainCreate.order.failure')}</AlertTitle>
          {context.error || translate('app.domainCreate.unreachable')}
        </Alert>
      ) : (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 2 }}>
          <CircularProgress size={28} aria-hidden />
          <Typography>{translate('app.domainCreate.order.placing', { option })}</Typography>
        </Box>
      )}
    </StepFrame>
  );
}
