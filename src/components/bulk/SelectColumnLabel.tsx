import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../visuallyHidden';

/** The heading of a table's column of SelectRecordCheckboxes: named for screen readers only. */
export function SelectColumnLabel() {
  const translate = useTranslate();
  return (
    <Box component="span" sx={visuallyHidden}>
      {translate('app.bulk.selectColumn')}
    </Box>
  );
}
