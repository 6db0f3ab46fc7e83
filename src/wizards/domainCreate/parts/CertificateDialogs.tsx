import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { WizardConfirmDialog } from '../../../components/Wizard/WizardConfirmDialog';
import { CERTIFICATE_CHOICES, certificateOption, type CertificateChoice } from '../certificateOptions';
import { useDomainCreate } from '../DomainCreateActor';

/** What ordering the chosen option means: what, for which name, and what it costs. */
function OrderQuestion({ choice, name }: { choice: CertificateChoice; name: string }) {
  const translate = useTranslate();
  const key = `app.domainCreate.certificate.options.${choice}`;
  const paid = certificateOption(choice).priceCents !== null;
  return (
    <Stack spacing={2}>
      <Typography>{translate('app.domainCreate.certificate.orderText', { option: translate(`${key}.name`), name })}</Typography>
      {paid && <Typography>{translate('app.domainCreate.certificate.orderPrice', { price: translate(`${key}.price`) })}</Typography>}
    </Stack>
  );
}

/**
 * Spec 2 §2.2 confirmations of the certificate step, in the wizards' shared confirmation dialog:
 * 'Are you sure you want to skip?' (Yes, I'm sure / No, go back) and 'Ordering a new certificate'
 * (Order / Cancel, with the warning to contact support). Open while the machine waits for the answer.
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
      <WizardConfirmDialog
        open={substate === 'confirmingSkip'}
        title="app.domainCreate.certificate.skipTitle"
        question="app.domainCreate.certificate.skipText"
        confirmText="app.domainCreate.certificate.skipYes"
        cancelText="app.domainCreate.certificate.skipNo"
        onConfirm={confirm}
        onCancel={cancel}
      />
      <WizardConfirmDialog
        open={substate === 'confirmingOrder'}
        title="app.domainCreate.certificate.orderTitle"
        question={choice ? <OrderQuestion choice={choice} name={context.name} /> : null}
        warning="app.domainCreate.certificate.orderWarning"
        confirmText="app.domainCreate.certificate.order"
        cancelText="app.domainCreate.certificate.cancel"
        onConfirm={confirm}
        onCancel={cancel}
      />
    </>
  );
}
