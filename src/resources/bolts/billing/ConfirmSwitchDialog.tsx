import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { priceText } from './pricing';
import type { PlanOffer } from './types';

interface ConfirmSwitchDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so its text does not vanish mid-animation. */
  offer: PlanOffer | null;
  fromName: string;
  pending: boolean;
  /** The server's answer when it refused the change (spec 1 §8 text). */
  error: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a plan change takes effect, and shows why the server refused one. */
export function ConfirmSwitchDialog({ open, offer, fromName, pending, error, onCancel, onConfirm }: ConfirmSwitchDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const period = offer && translate(`app.plan.billedHow.${offer.billingPeriod}`);
  return (
    <Dialog
      open={open && offer !== null}
      onClose={pending ? undefined : onCancel}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { width: { xs: '90%', sm: 480 }, m: 2 } } }}
    >
      {offer && (
        <>
          <DialogTitle id={titleId}>{translate('app.plan.confirmTitle', { plan: offer.name, period })}</DialogTitle>
          <DialogContent sx={{ display: 'grid', gap: 1.5 }}>
            <Typography color="text.secondary">{translate('app.plan.confirmFrom', { from: fromName, plan: offer.name, period })}</Typography>
            <Typography>
              {translate(offer.billingPeriod === 'annual' ? 'app.plan.confirmPriceYear' : 'app.plan.confirmPriceMonth', {
                price: priceText(offer.priceCents),
              })}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onCancel} disabled={pending}>
              {translate('app.prompt.cancel')}
            </Button>
            <Button variant="contained" onClick={onConfirm} loading={pending}>
              {translate('app.plan.confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
