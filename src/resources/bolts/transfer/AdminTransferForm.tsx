import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { useCall } from '../../../dataProvider/useCall';
import { transferRequestSchema } from '../../../rules/schemas/transfer';
import { zodValidate } from '../../zodValidate';
import { submissionErrors } from '../billing/fieldError';
import { FormActions } from '../../../components/forms/FormActions';

const validate = zodValidate(transferRequestSchema);

/** Spec 1 §4, §6: an admin transfers any Bolt at once, free-plan Bolts included; no acceptance step. */
export function AdminTransferForm({ boltId, boltName }: { boltId: string; boltName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  // A new form after each transfer, so the field is empty for the next one.
  const [round, setRound] = useState(0);
  const transfer = useCall((dataProvider, email: string) => dataProvider.transferNow(boltId, email), {
    invalidates: [['bolts']],
    onSuccess: (done) => {
      setRound((count) => count + 1);
      notify('app.transfer.nowDone', { type: 'success', messageArgs: { email: done.toEmail } });
    },
  });

  const submit = async (values: Record<string, unknown>) => {
    const { email } = transferRequestSchema.parse(values);
    const answer = await prompt({
      title: translate('app.transfer.nowTitle', { bolt: boltName }),
      text: translate('app.transfer.nowConfirm', { email }),
      confirmText: 'app.transfer.now',
      iconName: 'warning',
    });
    // A refusal is toasted by useCall; a 422 also marks the field.
    if (answer.confirmed) return transfer.mutateAsync(email).then(() => undefined, submissionErrors);
  };

  return (
    <Card sx={{ borderStyle: 'dashed' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ mb: 2 }}>
          <Typography component="h2" variant="h4">
            {translate('app.transfer.nowHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.transfer.nowText')}
          </Typography>
        </Box>
        <Form key={round} onSubmit={submit} validate={validate} defaultValues={{ email: '' }} disableInvalidFormNotification noValidate>
          <TextInput source="email" type="email" autoComplete="off" label="app.transfer.email" sx={{ maxWidth: 480 }} fullWidth />
          <FormActions>
            <SaveButton label="app.transfer.now" color="warning" icon={<BoltIcon />} />
          </FormActions>
        </Form>
      </CardContent>
    </Card>
  );
}
