import { Alert, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Prompt } from '../../../components/Prompt';
import { CERTIFICATE_CHOICES, certificateOption, type CertificateChoice } from '../certificateOptions';
import { useDomainCreate } from '../DomainCreateActor';

const noop = () => undefined;

/** What ordering the chosen option means: what, for which name, what it costs, and the warning to contact support. */
function OrderText({ choice, name }: { choice: CertificateChoice; name: string }) {
  const translate = useTranslate();
  const key = `app.domainCreate.certificate.options.${choice}`;
  const paid = certificateOption(choice).priceCents !== null;
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.domainCreate.certificate.orderText', { option: translate(`${key}.name`), name })}</Typography>
      {paid && <Typography>{translate('app.domainCreate.certificate.orderPrice', { price: translate(`${key}.price`) })}</Typography>}
      <Alert severity="warning">{translate('app.domainCreate.certificate.orderWarning')}</Alert>
    </Stack>
  );
}

/**
 * Spec 2 §2.2 confirmations of the certificate step: 'Are you sure you want to skip?' (Yes, I'm
 * sure / No, go back) and 'Ordering a new certificate' (Order / Cancel). Open while the machine waits for the answer.
 */
export function CertificateDialogs() {
  const { context, substate, send } = useDomainCreate();
  const choice = (CERTIFICATE_CHOICES as readonly string[]).includes(context.certificateType ?? '')
    ? (context.certificateType as CertificateChoice)
    : null;
  const confirm = () => send({ type: 'CONFIRM' });
  const cancel = () => send({ type: 'CANCEL' });
  return (
    <>
      <Prompt
        open={substate === 'confirmingSkip'}
        params={{
          type: 'prompt',
          iconName: 'warning',
          title: 'app.domainCreate.certificate.skipTitle',
          text: 'app.domainCreate.certificate.skipText',
          confirmText: 'app.domainCreate.certificate.skipYes',
          cancel: 'app.domainCreate.certificate.skipNo',
        }}
        onConfirm={confirm}
        onCancel={cancel}
        onExited={noop}
      />
      <Prompt
        open={substate === 'confirmingOrder'}
        params={{
          type: 'prompt',
          iconName: 'info',
          title: 'app.domainCreate.certificate.orderTitle',
          text: choice ? <OrderText choice={choice} name={context.name} /> : undefined,
          confirmText: 'app.domainCreate.certificate.order',
          cancel: 'app.domainCreate.certificate.cancel',
        }}
        onConfirm={confirm}
        onCancel={cancel}
        onExited={noop}
      />
    </>
  );
}
