import { Alert, Box, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router';
import { writeLoginNotice } from '../../authProvider/loginNotice';
import { clearExceptTheme } from '../../authProvider/tokenStore';
import { useCall } from '../../dataProvider/useCall';
import { passwordMessages } from '../../rules/password';
import { passwordResetSchema } from '../../rules/schemas/security';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';

const checkPassword = zodValidate(passwordResetSchema.pick({ password: true }));

function validate(values: Record<string, unknown>) {
  const errors = checkPassword(values);
  if (!errors.password && values.confirmation !== values.password) errors.confirmation = passwordMessages.mismatch;
  return errors;
}

/**
 * The page the mailed link opens: a new password under the policy. Setting it signs every session
 * out (this browser's too), so the person signs in again with it; the sign-in page says it worked.
 */
export function NewPasswordForm({ token }: { token: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const reset = useCall((dataProvider, password: string) => dataProvider.resetPassword(token, password), {
    invalidates: [],
    quiet: true,
    onSuccess: (answer) => {
      clearExceptTheme();
      writeLoginNotice({ severity: 'success', text: answer.meta.message });
      navigate('/login', { replace: true });
    },
  });
  const submit = (values: Record<string, unknown>) => {
    setFailure(null);
    return reset.mutateAsync(String(values.password)).then(
      () => undefined,
      (error: Error) => {
        const fields = submissionErrors(error);
        // A link that expired or was used is not a field of the form: said above it.
        if (!fields?.password) setFailure(fields?.token ?? error.message);
        return fields;
      },
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {translate('app.passwordReset.newTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('app.passwordReset.newText')}</Typography>
      {failure && (
        <Alert severity="error">
          {failure}{' '}
          <Link component={RouterLink} to="/reset-password" color="inherit" sx={{ fontWeight: 600 }}>
            {translate('app.passwordReset.askAgain')}
          </Link>
        </Alert>
      )}
      <Form onSubmit={submit} validate={validate} defaultValues={{ password: '', confirmation: '' }} disableInvalidFormNotification noValidate>
        <Box sx={{ display: 'grid' }}>
          <PasswordInput
            source="password"
            label="app.passwordReset.password"
            helperText="app.passwordReset.hint"
            autoComplete="new-password"
            autoFocus
            fullWidth
          />
          <PasswordInput source="confirmation" label="app.passwordReset.confirm" autoComplete="new-password" fullWidth />
          <SaveButton label="app.passwordReset.save" icon={null} size="large" />
        </Box>
      </Form>
    </Box>
  );
}
