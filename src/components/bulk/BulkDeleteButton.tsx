import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { RaRecord } from 'react-admin';
import { BulkActionButton } from './BulkActionButton';

interface BulkDeleteButtonProps {
  /** Which list's texts (app.bulk.<what>): bolts, sites, domains or databases. */
  what: 'bolts' | 'sites' | 'domains' | 'databases';
  /** Deletes one record; a refusal rejects with the API's message. */
  act: (record: RaRecord) => Promise<unknown>;
  nameOf: (record: RaRecord) => string;
}

/**
 * Deletes the records chosen on a customer's list: the chosen ones are named in the prompt and
 * DELETE is typed to confirm (one word for many records, where deleting one asks for its name).
 */
export function BulkDeleteButton({ what, act, nameOf }: BulkDeleteButtonProps) {
  return (
    <BulkActionButton
      label="app.bulk.delete"
      icon={<DeleteOutlineIcon />}
      confirmWord="DELETE"
      confirmTitle={`app.bulk.${what}.deleteTitle`}
      confirmText={`app.bulk.${what}.deleteText`}
      doneText={`app.bulk.${what}.deleted`}
      nameOf={nameOf}
      act={act}
    />
  );
}
