import { Box, List, ListItem, Typography } from '@mui/material';
import { Fragment } from 'react';
import { RecordContextProvider, useListContext, useTranslate } from 'react-admin';
import { amountText } from '../../rules/invoices';
import type { Invoice } from '../../rules/schemas/records/invoice';
import { DownloadPdfButton } from './DownloadPdfButton';
import { InvoiceDescription } from './InvoiceDescription';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { formatMoment } from '../../rules/dates';

const day = (iso: Invoice['issuedAt']) => formatMoment(iso, 'date');

/** The invoices on a phone: one block each, its amount due first, then its dates, status and PDF. */
export function InvoiceMobileList({ staff }: { staff: boolean }) {
  const { data = [] } = useListContext<Invoice>();
  const translate = useTranslate();
  const label = (field: string) => translate(`resources.invoices.fields.${field}`);
  return (
    <List disablePadding aria-label={translate('resources.invoices.name', { smart_count: 2 })}>
      {data.map((invoice, index) => (
        <Fragment key={invoice.id}>
          <RecordContextProvider value={invoice}>
            {/* A rule under each but the last, drawn by the item: a list holds nothing but its items. */}
            <ListItem divider={index < data.length - 1} sx={{ display: 'grid', gap: 0.5, py: 1.5 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'baseline' }}>
                <Typography sx={{ fontWeight: 600 }}>{invoice.number}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{amountText(invoice.totalCents, invoice.currency)}</Typography>
              </Box>
              {staff && <Typography variant="body2">{invoice.customer}</Typography>}
              <Typography variant="body2" color="text.secondary">
                <InvoiceDescription invoice={invoice} />
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {label('issuedAt')} {day(invoice.issuedAt)} · {label('dueAt')} {day(invoice.dueAt)}
              </Typography>
              {(invoice.creditUsedCents > 0 || invoice.amountDueCents > 0) && (
                <Typography variant="body2" color="text.secondary">
                  {label('creditUsedCents')} {amountText(invoice.creditUsedCents, invoice.currency)} · {label('amountDueCents')}{' '}
                  {amountText(invoice.amountDueCents, invoice.currency)}
                </Typography>
              )}
              <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                <InvoiceStatusChip />
                <DownloadPdfButton invoice={invoice} />
              </Box>
            </ListItem>
          </RecordContextProvider>
        </Fragment>
      ))}
    </List>
  );
}
