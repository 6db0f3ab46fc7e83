import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SectionCard } from '../../components/SectionCard';
import { amountText } from '../../rules/invoices';
import type { CustomerUser } from '../../rules/schemas/records/profile';

/** What the account owes: its invoices not paid or with payment due, which block it (403002). */
export const CustomerInvoicesCard = () => {
  const customer = useRecordContext<CustomerUser>()!;
  const translate = useTranslate();
  return (
    <SectionCard title="app.customerPage.invoices" icon={<ReceiptLongIcon />}>
      {customer.unpaidInvoices > 0 ? (
        <Typography color="error.main" sx={{ fontWeight: 600 }}>
          {translate('app.customerPage.unpaid', { smart_count: customer.unpaidInvoices })} ·{' '}
          {translate('app.customerPage.amountDue', { amount: amountText(customer.amountDueCents, customer.currency ?? 'USD') })}
        </Typography>
      ) : (
        <Typography color="text.secondary">{translate('app.customerPage.allPaid')}</Typography>
      )}
    </SectionCard>
  );
};
