import KeyIcon from '@mui/icons-material/KeyOutlined';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import { readToken } from '../../authProvider/tokenStore';
import { SectionCard } from '../../components/SectionCard';
import { useCall } from '../../dataProvider/useCall';
import { passwordMessages } from '../../rules/password';
import { passwordChangeSchema } from '../../rules/schemas/security';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';
import { FormActions } from '../../components/forms/FormActions';

const checkSchema = zodValidate(passwordChangeSchema);

/** The schema's checks, and the repeated password the same as the new one (a form-only check). */
function validate(values: Record<string, unknown>) {
  const errors = checkSchema(values);
  if (!errors.confirmation && values.confirmation !== values.password) errors.confirmation = passwordMessages.mismatch;
  return errors;
}

/** Change password with the current one (the policy of src/rules/password.ts); the other sessions end. */
export function ChangePasswordCard() {
  const translate = useTranslate();
  // A new, empty form after each change.
  const [round, setRound] = useState(0);
  const change = useCall(
    (dataProvider, values: { currentPassword: string; password: string }) => dataProvider.changePassword(values.currentPassword, values.password),
    {
      invalidates: [['auth', 'sessions']],
      onSuccess: () => setRound((count) => count + 1),
    },
  );
  const submit = (values: Record<string, unknown>) => change.mutateAsync(passwordChangeSchema.parse(values)).then(() => undefined, submissionErrors);

  return (
    <SectionCard title="app.security.password.title" icon={<KeyIcon fontSize="small" />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.security.password.text')}
      </Typography>
      <Form
        key={round}
        onSubmit={submit}
        validate={validate}
        defaultValues={{ currentPassword: '', password: '', confirmation: '' }}
        disableInvalidFormNotification
        noValidate
      >
        <Box sx={{ display: 'grid', maxWidth: 420 }}>
          {/* The account's e-mail, hidden: password managers file the new password under it. */}
          <input type="email" name="username" autoComplete="username" value={readToken()?.accountEmail ?? ''} readOnly hidden />
          <PasswordInput source="currentPassword" label="app.security.password.current" autoComplete="current-password" fullWidth />
          <PasswordInput
            source="password"
            label="app.security.password.new"
            helperText="app.security.password.hint"
            autoComplete="new-password"
            fullWidth
          />
          <PasswordInput source="confirmation" label="app.security.password.confirm" autoComplete="new-password" fullWidth />
          <FormActions>
            <SaveButton label="app.security.password.submit" icon={<KeyIcon />} />
          </FormActions>
        </Box>
      </Form>
    </SectionCard>
  );
}
