import { Typography } from '@mui/material';
import type { Invoice } from '../../rules/schemas/records/invoice';
import { formatMoment } from '../../rules/dates';

const day = (iso: string) => formatMoment(iso, 'date');

/** What an invoice bills, with the period it covers below when it covers one (a Bolt's term). */
export function InvoiceDescription({ invoice }: { invoice: Invoice }) {
  return (
    <>
      {invoice.description}
      {invoice.periodStart && invoice.periodEnd && (
        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {day(invoice.periodStart)} – {day(invoice.periodEnd)}
        </Typography>
      )}
    </>
  );
}
