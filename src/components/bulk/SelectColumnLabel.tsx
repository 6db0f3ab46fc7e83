import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';

/** The width of a table's column of SelectRecordCheckboxes: as narrow as the box. */
export const SELECT_CELL = () => ({ width: '1%', pr: 0 });

/** The heading of a table's column of SelectRecordCheckboxes: named for screen readers only. */
export function SelectColumnLabel() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('app.bulk.selectColumn')}
    </Box>
  );
}
