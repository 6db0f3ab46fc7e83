import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { transferRequestSchema } from '../../../rules/schemas/transfer';
import { fieldError } from '../billing/fieldError';
import { useRefreshTransfer, useTransferCalls } from './queries';

/**
 * The owner's transfer request (spec 1 §4, §5): the recipient's email is checked by the server on
 * blur and on submit (POST …/transfer/validate), whose answers are the spec's two messages.
 */
export function TransferRequestForm({ boltId, boltName }: { boltId: string; boltName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const refresh = useRefreshTransfer();
  const calls = useTransferCalls(boltId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const check = async (): Promise<boolean> => {
    const local = transferRequestSchema.safeParse({ email });
    if (!local.success) {
      setError(local.error.issues[0].message);
      return false;
    }
    try {
      await calls.validate(local.data.email);
      setError(null);
      return true;
    } catch (failure) {
      setError(fieldError(failure, 'email'));
      return false;
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      if (!(await check())) return;
      const answer = await prompt({
        title: translate('app.transfer.confirmTitle', { bolt: boltName }),
        text: translate('app.transfer.confirmText', { email: email.trim() }),
        confirmText: 'app.transfer.send',
        iconName: 'warning',
      });
      if (!answer.confirmed) return;
      await calls.request(email.trim());
      await refresh(boltId);
      notify('app.transfer.requestedToast', { type: 'success', messageArgs: { email: email.trim() } });
    } catch (failure) {
      setError(fieldError(failure, 'email'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography component="h2" variant="h4">
            {translate('app.transfer.startTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.transfer.startText')}
          </Typography>
        </Box>
        <TextField
          label={translate('app.transfer.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
          onBlur={() => email.trim() && check()}
          error={error !== null}
          helperText={error ?? translate('app.transfer.emailHelp')}
          sx={{ maxWidth: 480 }}
        />
        <Box>
          <Button type="submit" variant="contained" startIcon={<SendIcon />} loading={busy}>
            {translate('app.transfer.send')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
