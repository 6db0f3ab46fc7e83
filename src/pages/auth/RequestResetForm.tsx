import SendIcon from '@mui/icons-material/Send';
import { Alert, Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useCall } from '../../dataProvider/useCall';
import { passwordResetRequestSchema } from '../../rules/schemas/security';
import { submissionErrors } from '../../resources/bolts/billing/fieldError';
import { zodValidate } from '../../resources/zodValidate';

const validate = zodValidate(passwordResetRequestSchema);

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, and
 * it is said on the page: nobody is signed in here, so nothing is toasted.
 */
export function RequestResetForm() {
  const translate = useTranslate();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useCall((dataProvider, email: string) => dataProvider.requestPasswordReset(email), {
    invalidates: [],
    onSuccess: (answer) => setSent(answer.meta.message),
  });
  const submit = (values: Record<string, unknown>) => {
    setFailure(null);
    return request.mutateAsync(passwordResetRequestSchema.parse(values).email).then(
      () => undefined,
      (error: Error) => submissionErrors(error) ?? setFailure(error.message),
    );
  };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h1" variant="h2">
        {translate('app.passwordReset.requestTitle')}
      </Typography>
      {sent ? (
        <Alert severity="success">
          {sent} {translate('app.passwordReset.sentHint')}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{translate('app.passwordReset.requestText')}</Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <Form onSubmit={submit} validate={validate} defaultValues={{ email: '' }} disableInvalidFormNotification noValidate>
            <Box sx={{ display: 'grid' }}>
              <TextInput source="email" type="email" label="app.passwordReset.email" autoComplete="username" autoFocus fullWidth />
              <SaveButton label="app.passwordReset.send" icon={<SendIcon />} size="large" />
            </Box>
          </Form>
        </>
      )}
    </Box>
  );
}
