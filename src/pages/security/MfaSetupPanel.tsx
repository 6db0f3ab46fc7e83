import { Box, Button, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import { useCall } from '../../dataProvider/useCall';
import type { MfaSetup } from '../../rules/schemas/records/security';
import { mfaCodeSchema } from '../../rules/schemas/security';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';
import { FormActions } from '../../components/forms/FormActions';

const validate = zodValidate(mfaCodeSchema);

/** The key in groups of four, as authenticator apps show it and as it is easiest to type. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface MfaSetupPanelProps {
  setup: MfaSetup;
  onCancel: () => void;
  /** MFA is on: the recovery codes to show once. */
  onEnabled: (codes: string[]) => void;
}

/** Setting MFA up: the QR code and the setup key of the new secret, then the code it shows now turns MFA on. */
export function MfaSetupPanel({ setup, onCancel, onEnabled }: MfaSetupPanelProps) {
  const translate = useTranslate();
  const enable = useCall((dataProvider, code: string) => dataProvider.enableMfa(code), {
    invalidates: [['auth', 'mfa']],
    onSuccess: (answer) => onEnabled(answer.data.attributes.codes),
  });
  const submit = (values: Record<string, unknown>) => enable.mutateAsync(mfaCodeSchema.parse(values).code).then(() => undefined, submissionErrors);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography color="text.secondary">{translate('app.security.mfa.scan')}</Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {/* A white field around the code: scanners need the contrast in the dark theme too. */}
        <Box
          component="img"
          src={setup.qrCode}
          alt={translate('app.security.mfa.qrAlt')}
          width={180}
          height={180}
          sx={{ bgcolor: '#fff', p: 1, borderRadius: 2, border: 1, borderColor: 'divider' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {translate('app.security.mfa.key')}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography sx={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '1rem', wordBreak: 'break-all' }}>
              {grouped(setup.secret)}
            </Typography>
            <CopyButton value={setup.secret} />
          </Box>
        </Box>
      </Box>
      <Typography color="text.secondary">{translate('app.security.mfa.enterCode')}</Typography>
      <Form onSubmit={submit} validate={validate} defaultValues={{ code: '' }} disableInvalidFormNotification noValidate>
        <TextInput
          source="code"
          label="app.security.mfa.code"
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 220 }}
        />
        <FormActions>
          <SaveButton label="app.security.mfa.turnOn" icon={null} />
          <Button onClick={onCancel}>{translate('app.security.mfa.cancel')}</Button>
        </FormActions>
      </Form>
    </Box>
  );
}
