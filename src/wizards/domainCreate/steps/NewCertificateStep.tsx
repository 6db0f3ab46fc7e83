import { useTranslate } from 'react-admin';
import { useDomainCreate } from '../DomainCreateActor';
import { CallStatus } from '../parts/CallStatus';
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
      <CallStatus
        state={substate === 'failed' ? 'failed' : 'pending'}
        pending={translate('app.domainCreate.order.placing', { option })}
        failure={translate('app.domainCreate.order.failure')}
        error={context.error ?? ''}
        onRetry={() => send({ type: 'RETRY' })}
      />
    </StepFrame>
  );
}
