import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { usePrompt } from '../../../components/usePrompt';
import { useCall } from '../../../dataProvider/useCall';
import { TimeLeft } from './TimeLeft';
import type { Transfer } from './types';

/** The recipient's answer to a pending transfer (POST …/transfer/accept or decline with the token). */
export function TransferDecision({ transfer, token }: { transfer: Transfer; token: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const prompt = usePrompt();
  const boltId = String(transfer.boltId);
  const accept = useCall((dataProvider) => dataProvider.acceptTransfer(boltId, token), {
    invalidates: [['bolts']],
    onSuccess: () => {
      notify('app.transfer.acceptedToast', { type: 'success', messageArgs: { bolt: transfer.boltName } });
      // Spec 1 §4: the Bolt is now the recipient's; they land on it.
      navigate(`/bolts/${boltId}`);
    },
  });
  const decline = useCall((dataProvider) => dataProvider.declineTransfer(boltId, token), {
    invalidates: [['bolts']],
    onSuccess: () => notify('app.transfer.declinedToast', { type: 'info' }),
  });
  const askDecline = async () => {
    const answer = await prompt({
      title: 'app.transfer.declineTitle',
      text: 'app.transfer.declineText',
      confirmText: 'app.transfer.decline',
      iconName: 'warning',
    });
    if (answer.confirmed) decline.mutate();
  };
  return (
    <Card sx={{ borderColor: 'primary.main' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3.5 }, display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h3">
          {translate('app.transfer.offerTitle', { name: transfer.fromName, bolt: transfer.boltName })}
        </Typography>
        <Typography color="text.secondary">{translate('app.transfer.offerText')}</Typography>
        <TimeLeft expiresAt={transfer.expiresAt} />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<CheckIcon />}
            loading={accept.isPending}
            disabled={decline.isPending}
            onClick={() => accept.mutate()}
          >
            {translate('app.transfer.accept')}
          </Button>
          <Button variant="outlined" size="large" color="inherit" loading={decline.isPending} disabled={accept.isPending} onClick={askDecline}>
            {translate('app.transfer.decline')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
