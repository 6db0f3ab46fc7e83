import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { DataTable, List, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { amountText } from '../../rules/invoices';
import type { Invoice } from '../../rules/schemas/records/invoice';
import { DownloadPdfButton } from './DownloadPdfButton';
import { InvoiceDescription } from './InvoiceDescription';
import { invoiceFilters } from './invoiceFilters';
import { InvoiceMobileList } from './InvoiceMobileList';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { MomentField } from '../../components/MomentField';

const Col = DataTable.Col<Invoice>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;
const money = (cents: keyof Pick<Invoice, 'totalCents' | 'creditUsedCents' | 'amountDueCents'>) => (invoice: Invoice) =>
  amountText(invoice[cents], invoice.currency);

/**
 * Spec 1 §2 /billing: the account's invoices, newest first, with the spec 1 §3 columns (invoice
 * date, due date, total amount, credit used, amount due, status) and each one's PDF; staff see
 * every account's with the customer. Its page and filters stay out of the address, which holds the tab.
 */
export function InvoiceList({ staff }: { staff: boolean }) {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  return (
    <List
      resource="invoices"
      title={false}
      actions={false}
      filters={invoiceFilters(staff)}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="billing.invoices"
      // A narrow window scrolls the table rather than the page.
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      empty={<EmptyState icon={<ReceiptLongIcon />} title={translate('resources.invoices.empty')} text={translate('resources.invoices.emptyText')} />}
    >
      {isSmall ? (
        <InvoiceMobileList staff={staff} />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="number" sx={NO_WRAP} />
          {staff && <Col source="customer" />}
          <Col source="issuedAt" sx={NO_WRAP}>
            <MomentField source="issuedAt" date />
          </Col>
          <Col source="dueAt" sx={NO_WRAP}>
            <MomentField source="dueAt" date />
          </Col>
          <Col source="description" disableSort render={(invoice) => <InvoiceDescription invoice={invoice} />} />
          <Col source="totalCents" align="right" sx={NO_WRAP} render={money('totalCents')} />
          <Col source="creditUsedCents" align="right" disableSort sx={NO_WRAP} render={money('creditUsedCents')} />
          <Col source="amountDueCents" align="right" sx={NO_WRAP} render={money('amountDueCents')} />
          <Col source="status" field={InvoiceStatusChip} />
          <Col label="" disableSort align="right" render={(invoice) => <DownloadPdfButton invoice={invoice} />} />
        </DataTable>
      )}
    </List>
  );
}
