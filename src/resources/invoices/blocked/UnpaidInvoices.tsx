import { Box, Typography } from '@mui/material';
import { ListBase, useTranslate } from 'react-admin';
import { OPEN_STATUSES } from '../../../rules/invoices';
import { BillingPortalButton } from '../BillingPortalButton';
import { UnpaidInvoiceRows } from './UnpaidInvoiceRows';
import { usePaidUp } from './usePaidUp';

/**
 * The blocked page of an account blocked by unpaid invoices (403002): its open invoices and "Pay
 * invoices", which opens the billing portal; once paid, the person goes on to the landing.
 * Nothing for a blocked or locked account (403001), which only support can help.
 */
export function UnpaidInvoices() {
  const translate = useTranslate();
  const { unpaid } = usePaidUp();
  if (!unpaid) return null;
  return (
    <Box component="section" aria-labelledby="unpaid-invoices" sx={{ width: '100%', display: 'grid', gap: 1.5, textAlign: 'left', mt: 1 }}>
      <Typography id="unpaid-invoices" component="h2" variant="h6">
        {translate('app.billing.unpaid.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.billing.unpaid.text')}
      </Typography>
      <ListBase
        resource="invoices"
        filter={{ status: OPEN_STATUSES.join(',') }}
        sort={{ field: 'dueAt', order: 'ASC' }}
        perPage={10}
        disableSyncWithLocation
        storeKey={false}
      >
        <UnpaidInvoiceRows />
      </ListBase>
      <BillingPortalButton label="app.billing.pay" variant="contained" />
    </Box>
  );
}
