import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { DataTable, List, SimpleList, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { DEFAULT_PER_PAGE, Pagination } from '../../components/Pagination';
import { useIsSmall } from '../../components/useIsSmall';
import { amountText } from '../../rules/invoices';
import type { CreditNote } from '../../rules/schemas/records/invoice';
import { CreditNoteTypeChip } from './CreditNoteChips';
import { MomentField } from '../../components/MomentField';
import { formatMoment } from '../../rules/dates';

const Col = DataTable.Col<CreditNote>;
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The notes tab of /billing: the account's credit notes, newest first, with the spec 1 §3 columns
 * (type, date, reason code, available amount); staff see every account's with the customer.
 */
export function CreditNoteList({ staff }: { staff: boolean }) {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const reason = (note: CreditNote) => translate(`resources.credit-notes.reasons.${note.reasonCode}`);
  const available = (note: CreditNote) => amountText(note.availableCents, note.currency);
  return (
    <List
      resource="credit-notes"
      title={false}
      actions={false}
      perPage={DEFAULT_PER_PAGE}
      pagination={<Pagination />}
      sort={{ field: 'issuedAt', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="billing.creditNotes"
      sx={{ '& .RaList-content': { overflowX: 'auto' } }}
      empty={
        <EmptyState
          icon={<RequestQuoteIcon />}
          title={translate('resources.credit-notes.empty')}
          text={translate('resources.credit-notes.emptyText')}
        />
      }
    >
      {isSmall ? (
        <SimpleList<CreditNote>
          primaryText={(note) => `${note.number} · ${available(note)}`}
          secondaryText={(note) => `${formatMoment(note.issuedAt, 'date')} · ${reason(note)}`}
          tertiaryText={(note) => translate(`resources.credit-notes.types.${note.type}`)}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Col source="number" sx={NO_WRAP} />
          {staff && <Col source="customer" />}
          <Col source="type" field={CreditNoteTypeChip} />
          <Col source="issuedAt" sx={NO_WRAP}>
            <MomentField source="issuedAt" date />
          </Col>
          <Col source="reasonCode" disableSort render={reason} />
          <Col source="invoiceNumber" disableSort sx={NO_WRAP} />
          <Col source="totalCents" disableSort align="right" sx={NO_WRAP} render={(note) => amountText(note.totalCents, note.currency)} />
          <Col source="availableCents" align="right" sx={NO_WRAP} render={available} />
        </DataTable>
      )}
    </List>
  );
}
