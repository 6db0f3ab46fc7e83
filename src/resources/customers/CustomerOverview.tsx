import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { AccountPeopleCard } from './AccountPeopleCard';
import { CustomerAccountCard } from './CustomerAccountCard';
import { CustomerBoltsCard } from './CustomerBoltsCard';
import { CustomerInvoicesCard } from './CustomerInvoicesCard';
import { CustomerPersonCard } from './CustomerPersonCard';
import { LockdownCard } from './LockdownCard';

interface CustomerOverviewProps {
  header: ReactNode;
  /** The account's activity (audit trail) card, full width below the others, when one is given. */
  activity?: ReactNode;
}

/** /customers/{userId}: the person, the account, its people, Bolts, invoices and lockdown. */
export const CustomerOverview = ({ header, activity }: CustomerOverviewProps) => (
  <>
    {header}
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
      <CustomerPersonCard />
      <CustomerAccountCard />
      <CustomerBoltsCard />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <LockdownCard />
        <CustomerInvoicesCard />
      </Box>
      <AccountPeopleCard />
      {activity && <Box sx={{ gridColumn: '1 / -1' }}>{activity}</Box>}
    </Box>
  </>
);
