import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router';
import { useIsStaff } from '../../components/useIsStaff';
import { CreditNoteList } from '../creditNotes/CreditNoteList';
import { BillingPortalButton } from './BillingPortalButton';
import { BillingTabs } from './BillingTabs';
import { InvoiceList } from './InvoiceList';

/**
 * Spec 1 §2 /billing: the invoices, and the notes tab with the credit notes. Customers open the
 * billing portal from here to pay what is open; staff see every account's documents.
 */
export default function BillingPage() {
  const translate = useTranslate();
  const staff = useIsStaff();
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'notes' ? 'notes' : 'invoices';
  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
      <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <Typography component="h1" variant="h1">
            {translate('app.billing.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 720 }}>
            {translate(staff ? 'app.billing.introStaff' : 'app.billing.intro')}
          </Typography>
        </Box>
        {!staff && <BillingPortalButton label="app.billing.portal" />}
      </Box>
      <BillingTabs tab={tab} />
      {tab === 'notes' ? <CreditNoteList staff={staff} /> : <InvoiceList staff={staff} />}
    </Box>
  );
}
