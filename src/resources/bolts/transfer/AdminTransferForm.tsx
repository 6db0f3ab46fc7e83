import BoltIcon from '@mui/icons-material/Bolt';
import { Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { transferRequestSchema } from '../../../rules/schemas/transfer';
import { fieldError } from '../billing/fieldError';
import { useRefreshTransfer, useTransferCalls } from './queries';

/** Spec 1 §4, §6: an admin transfers any Bolt at once, free-plan Bolts included; no acceptance step. */
export function AdminTransferForm({ boltId, boltName }: { boltId: string; boltName: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const refresh = useRefreshTransfer();
  const { transferNow } = useTransferCalls(boltId);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = transferRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    const answer = await prompt({
      title: translate('app.transfer.nowTitle', { bolt: boltName }),
      text: translate('app.transfer.nowConfirm', { email: parsed.data.email }),
      confirmText: 'app.transfer.now',
      iconName: 'warning',
    });
    if (!answer.confirmed) return;
    setBusy(true);
    try {
      await transferNow(parsed.data.email);
      await refresh(boltId);
      setEmail('');
      notify('app.transfer.nowDone', { type: 'success', messageArgs: { email: parsed.data.email } });
    } catch (failure) {
      setError(fieldError(failure, 'email'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card sx={{ borderStyle: 'dashed' }}>
      <CardContent component="form" noValidate onSubmit={submit} sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 2 }}>
        <Box>
          <Typography component="h2" variant="h4">
            {translate('app.transfer.nowHeading')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.transfer.nowText')}
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
          error={error !== null}
          helperText={error ?? ' '}
          sx={{ maxWidth: 480 }}
        />
        <Box>
          <Button type="submit" variant="contained" color="warning" startIcon={<BoltIcon />} loading={busy}>
            {translate('app.transfer.now')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
