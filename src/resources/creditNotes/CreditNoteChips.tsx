import { ChoiceChip } from '../../components/ChoiceChip';

/** A credit note's type: adjustment (pays later invoices) or refundable (goes back to the card). */
export const CreditNoteTypeChip = () => <ChoiceChip source="type" group="types" colors={{ adjustment: 'info', refundable: 'secondary' }} />;
