import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState } from 'react';
import { Form, PasswordInput, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import { mfaProofSchema, type MfaProof } from '../../rules/schemas/security';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';

export type ProofAction = 'turnOff' | 'regenerate';

const validate = zodValidate(mfaProofSchema);

interface MfaProofDialogProps {
  action: ProofAction | null;
  onClose: () => void;
  /** After a success: the new recovery codes when the action made them. */
  onDone: (codes: string[] | null) => void;
}

/**
 * Turning MFA off or making new recovery codes asks the person to prove it is them: a code (from
 * the app, or a recovery code) or, for someone without their phone, the password.
 */
export function MfaProofDialog({ action, onClose, onDone }: MfaProofDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const [withPassword, setWithPassword] = useState(false);
  const run = useCall(
    async (dataProvider, proof: MfaProof) =>
      action === 'regenerate'
        ? (await dataProvider.regenerateRecoveryCodes(proof)).data.attributes.codes
        : (await dataProvider.disableMfa(proof), null),
    { invalidates: [['auth', 'mfa']], onSuccess: onDone },
  );
  const close = () => {
    setWithPassword(false);
    onClose();
  };
  const submit = (values: Record<string, unknown>) => {
    const proof = mfaProofSchema.parse(values);
    return run.mutateAsync(withPassword ? { password: proof.password } : { code: proof.code }).then(() => setWithPassword(false), submissionErrors);
  };
  const key = action === 'regenerate' ? 'regenerate' : 'turnOff';
  return (
    <Dialog open={action !== null} onClose={close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Form key={`${action}-${withPassword}`} onSubmit={submit} validate={validate} disableInvalidFormNotification noValidate>
        <DialogTitle id={titleId}>{translate(`app.security.proof.${key}Title`)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>{translate(`app.security.proof.${key}Text`)}</DialogContentText>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.security.proof.prove')}</DialogContentText>
          {withPassword ? (
            <PasswordInput source="password" label="app.security.proof.password" autoComplete="current-password" autoFocus fullWidth />
          ) : (
            <TextInput source="code" label="app.security.proof.code" autoComplete="one-time-code" autoFocus fullWidth />
          )}
          <Box>
            <Button size="small" onClick={() => setWithPassword((now) => !now)}>
              {translate(withPassword ? 'app.security.proof.useCode' : 'app.security.proof.usePassword')}
            </Button>
          </Box>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{translate('app.security.proof.cancel')}</Button>
          <SaveButton
            label={action === 'regenerate' ? 'app.security.proof.confirmRegenerate' : 'app.security.proof.confirmOff'}
            color={action === 'turnOff' ? 'error' : 'primary'}
            icon={null}
          />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
