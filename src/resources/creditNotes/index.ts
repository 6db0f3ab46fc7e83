import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { creditNoteAccess } from '../../rules/resourceAccess';
import type { ResourceDefinition } from '../types';

/** The account's credit notes (GET credit-notes; staff every account's). Shown by the notes tab of /billing. */
export const creditNotes: ResourceDefinition = {
  name: 'credit-notes',
  icon: RequestQuoteIcon,
  recordRepresentation: 'number',
  access: creditNoteAccess,
};
