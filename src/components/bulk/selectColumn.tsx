import type { DataTableColumnProps, RaRecord } from 'react-admin';
import { SelectColumnLabel } from './SelectColumnLabel';
import { SelectRecordCheckbox } from './SelectRecordCheckbox';

/** As narrow as the box. */
const SELECT_CELL = () => ({ width: '1%', pr: 0 });

/**
 * The props of a table's first column: a box per row to choose it for a bulk action (BulkListBar),
 * named by the record's own name ("Select 203.0.113.7"), where react-admin's own box is unnamed.
 * Props to spread on DataTable.Col, not a component: DataTable reads its columns from its direct
 * children, and a wrapper around a Col is not one.
 */
export function selectColumn<RecordType extends RaRecord>(nameOf: (record: RecordType) => string): DataTableColumnProps<RecordType> {
  return {
    source: 'select',
    label: <SelectColumnLabel />,
    cellSx: SELECT_CELL,
    disableSort: true,
    render: (record) => <SelectRecordCheckbox id={record.id} name={nameOf(record)} />,
  };
}
