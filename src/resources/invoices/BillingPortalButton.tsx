import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, CircularProgress, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useBillingPortal } from './useBillingPortal';

/** Opens the billing portal in a popup (useBillingPortal), where the account's open invoices are paid. */
export function BillingPortalButton({ label, variant = 'outlined' }: { label: string; variant?: ButtonProps['variant'] }) {
  const translate = useTranslate();
  const { open, opening } = useBillingPortal();
  return (
    <Button
      variant={variant}
      onClick={open}
      disabled={opening}
      endIcon={opening ? <CircularProgress size={16} color="inherit" /> : <OpenInNewIcon />}
    >
      {translate(label)}
    </Button>
  );
}
