import { saveFile } from '../../components/saveFile';
import { useCall } from '../../dataProvider/useCall';

interface InvoiceRef {
  id: string | number;
  number: string;
}

/** Downloads an invoice's PDF through the data provider (GET invoices/{id}/pdf) and saves it as <number>.pdf. */
export function useInvoicePdf() {
  const call = useCall((dataProvider, invoice: InvoiceRef) => dataProvider.invoicePdf(invoice.id), { invalidates: [] });
  return {
    download: (invoice: InvoiceRef) => call.mutate(invoice, { onSuccess: (file) => saveFile(file, `${invoice.number}.pdf`) }),
    /** The invoice being downloaded, if one is. */
    pendingId: call.isPending ? call.variables?.id : undefined,
  };
}
