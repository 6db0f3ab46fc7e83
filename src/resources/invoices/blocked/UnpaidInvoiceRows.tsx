import { Box, List, ListItem, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { amountText } from '../../../rules/invoices';
import type { Invoice } from '../../../rules/schemas/records/invoice';
import { DownloadPdfButton } from '../DownloadPdfButton';
import { InvoiceStatusChip } from '../InvoiceStatusChip';
import { formatMoment } from '../../../rules/dates';

const day = (iso: string) => formatMoment(iso, 'date');

/** The unpaid invoices on the blocked page: number, due date, amount due, status and PDF each. */
export function UnpaidInvoiceRows() {
  const { data = [] } = useListContext<Invoice>();
  const translate = useTranslate();
  return (
    <List dense disablePadding aria-label={translate('app.billing.unpaid.title')} sx={{ border: 1, borderColor: 'divider', borderRadius: 2 }}>
      {data.map((invoice) => (
        <RecordContextProvider key={invoice.id} value={invoice}>
          <ListItem
            divider
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between', py: 1.25, '&:last-of-type': { borderBottom: 0 } }}
          >
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {invoice.number} · {amountText(invoice.amountDueCents, invoice.currency)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {translate('resources.invoices.fields.dueAt')} {day(invoice.dueAt)}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              <InvoiceStatusChip />
              <DownloadPdfButton invoice={invoice} />
            </Box>
          </ListItem>
        </RecordContextProvider>
      ))}
    </List>
  );
}
