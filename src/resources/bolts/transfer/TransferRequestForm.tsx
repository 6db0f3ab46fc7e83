import SendIcon from '@mui/icons-material/Send';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { Form, SaveButton, TextInput, useLogoutIfAccessDenied, useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { useUnwrappedPanelDataProvider } from '../../../dataProvider/usePanelDataProvider';
import { useCall } from '../../../dataProvider/useCall';
import { transferRequestSchema } from '../../../rules/schemas/transfer';
import { fieldError } from '../billing/fieldError';
import { zodValidate } from '../../zodValidate';
import { FormActions } from '../../../components/forms/FormActions';

const checkLocally = zodValidate(transferRequestSchema);

/**
 * The owner's transfer request (spec 1 §4, §5): the recipient's email is checked by the server when
 * the field is left and on submit (POST …/transfer/validate), whose answers are the spec's two messages.
 */
export function TransferRequestForm({ boltId, boltName }: { boltId: string; boltName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const dataProvider = useUnwrappedPanelDataProvider();
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const request = useCall((provider, email: string) => provider.requestTransfer(boltId, email), {
    invalidates: [['bolts']],
    onSuccess: (transfer) => notify('app.transfer.requestedToast', { type: 'success', messageArgs: { email: transfer.toEmail } }),
  });

  // The schema's check first; only a well-formed address is asked about. A refused or failed check
  // keeps the form from being sent and shows under the field; a 401 also goes through checkError.
  const validate = async (values: Record<string, unknown>) => {
    const local = checkLocally(values);
    if (local.email) return local;
    return dataProvider.validateTransfer(boltId, transferRequestSchema.parse(values).email).then(
      () => ({}),
      async (failure: Error) => {
        await logoutIfAccessDenied(failure);
        return { email: fieldError(failure, 'email') };
      },
    );
  };

  const submit = async (values: Record<string, unknown>) => {
    const { email } = transferRequestSchema.parse(values);
    const answer = await prompt({
      title: translate('app.transfer.confirmTitle', { bolt: boltName }),
      text: translate('app.transfer.confirmText', { email }),
      confirmText: 'app.transfer.send',
      iconName: 'warning',
    });
    // A failed request is already toasted by useCall.
    if (answer.confirmed) await request.mutateAsync(email).catch(() => undefined);
  };

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ mb: 2 }}>
          <Typography component="h2" variant="h4">
            {translate('app.transfer.startTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.transfer.startText')}
          </Typography>
        </Box>
        <Form
          onSubmit={submit}
          validate={validate}
          mode="onBlur"
          reValidateMode="onBlur"
          defaultValues={{ email: '' }}
          disableInvalidFormNotification
          noValidate
        >
          <TextInput
            source="email"
            type="email"
            autoComplete="off"
            label="app.transfer.email"
            helperText="app.transfer.emailHelp"
            sx={{ maxWidth: 480 }}
            fullWidth
          />
          {/* Enabled while the address is checked on blur: a click on it is what blurs the field. */}
          <FormActions>
            <SaveButton label="app.transfer.send" icon={<SendIcon />} alwaysEnable />
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
