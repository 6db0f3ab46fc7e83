import { Checkbox } from '@mui/material';
import { useListContext, useTranslate, type Identifier } from 'react-admin';

/**
 * Chooses one record of a list for a bulk action, named for screen readers by the record's own name
 * ("Select shop.example"); a click does not also open the row it sits in.
 */
export function SelectRecordCheckbox({ id, name }: { id: Identifier; name: string }) {
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(id)}
      onChange={() => onToggleItem(id)}
      onClick={(event) => event.stopPropagation()}
      slotProps={{ input: { 'aria-label': translate('app.bulk.select', { name }) } }}
    />
  );
}
