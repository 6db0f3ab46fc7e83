import { Box, Button, Card, CardContent, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { usePrompt } from '../../../components/usePrompt';
import { useCall } from '../../../dataProvider/useCall';
import { TimeLeft } from './TimeLeft';
import type { Transfer, TransferStatus } from './types';
import { formatMoment } from '../../../rules/dates';

const COLORS: Record<TransferStatus, ChipProps['color']> = {
  pending: 'warning',
  accepted: 'success',
  declined: 'error',
  cancelled: 'default',
  expired: 'default',
};

const when = (value: string) => formatMoment(value);

/** A transfer request's state (spec 1 §4); the owner may cancel it while it is pending. */
export function TransferStatusCard({ transfer, canCancel }: { transfer: Transfer; canCancel: boolean }) {
  const translate = useTranslate();
  const prompt = usePrompt();
  const cancelling = useCall((dataProvider) => dataProvider.cancelTransfer(String(transfer.boltId), transfer.id), {
    invalidates: [['bolts']],
    success: 'app.transfer.cancelled',
  });
  const askCancel = async () => {
    const answer = await prompt({
      title: 'app.transfer.cancelTitle',
      text: 'app.transfer.cancelText',
      confirmText: 'app.transfer.cancel',
      cancel: 'app.transfer.keep',
      iconName: 'warning',
    });
    if (answer.confirmed) cancelling.mutate();
  };
  const pending = transfer.status === 'pending';
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Typography component="h2" variant="h4">
            {translate(pending ? 'app.transfer.pendingTitle' : 'app.transfer.lastTitle')}
          </Typography>
          <Chip size="small" color={COLORS[transfer.status]} label={translate(`app.transfer.status.${transfer.status}`)} />
        </Box>
        <Typography>{translate('app.transfer.to', { email: transfer.toEmail })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('app.transfer.requested', { name: transfer.fromName, date: when(transfer.createdAt) })}
        </Typography>
        {pending && <TimeLeft expiresAt={transfer.expiresAt} />}
        {!pending && transfer.decidedAt && (
          <Typography variant="body2" color="text.secondary">
            {translate(`app.transfer.decided.${transfer.status}`, { date: when(transfer.decidedAt) })}
          </Typography>
        )}
        {pending && canCancel && (
          <Box>
            <Button color="error" variant="outlined" loading={cancelling.isPending} onClick={askCancel}>
              {translate('app.transfer.cancel')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
