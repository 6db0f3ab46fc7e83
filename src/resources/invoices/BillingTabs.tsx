import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

type BillingTab = 'invoices' | 'notes';

/** Tabs that are links (/billing, /billing?tab=notes), so each has its own address and back/forward work. */
export function BillingTabs({ tab }: { tab: BillingTab }) {
  const translate = useTranslate();
  return (
    <Box sx={{ width: 0, minWidth: '100%', mb: 2 }}>
      <Tabs value={tab} aria-label={translate('app.billing.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tab value="invoices" label={translate('app.billing.tabs.invoices')} component={Link} to="/billing" />
        <Tab value="notes" label={translate('app.billing.tabs.notes')} component={Link} to="/billing?tab=notes" />
      </Tabs>
    </Box>
  );
}
