import { useCreatePath, useRecordContext, useResourceContext, type RaRecord } from 'react-admin';
import { RowLink } from './RowLink';

interface RecordRowLinkProps<R extends RaRecord> {
  /** What the link says: the record's name. */
  text: (record: R) => string;
  /** The page of the record the row opens, as react-admin names it ('edit' unless 'show'). */
  type?: 'edit' | 'show';
}

/** A DataTable cell naming the row's record as a link to its edit or show page (RowLink). */
export function RecordRowLink<R extends RaRecord>({ text, type = 'edit' }: RecordRowLinkProps<R>) {
  const record = useRecordContext<R>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return null;
  return <RowLink to={createPath({ resource, type, id: record.id })}>{text(record)}</RowLink>;
}
