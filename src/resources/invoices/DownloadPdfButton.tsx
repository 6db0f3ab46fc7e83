import DownloadIcon from '@mui/icons-material/Download';
import { Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Invoice } from '../../rules/schemas/records/invoice';
import { useInvoicePdf } from './useInvoicePdf';

/** "PDF": downloads the invoice as a PDF; its accessible name says which invoice. */
export function DownloadPdfButton({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const translate = useTranslate();
  const { download, pendingId } = useInvoicePdf();
  const pending = pendingId === invoice.id;
  return (
    <Button
      size="small"
      onClick={(event) => {
        // Inside a clickable row: the download only.
        event.stopPropagation();
        download(invoice);
      }}
      disabled={pending}
      startIcon={pending ? <CircularProgress size={16} /> : <DownloadIcon />}
      aria-label={translate('resources.invoices.download', { number: invoice.number })}
    >
      {translate('resources.invoices.pdf')}
    </Button>
  );
}
