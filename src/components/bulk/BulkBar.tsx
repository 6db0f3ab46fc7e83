import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Above a list whose rows can be chosen (SelectRecordCheckbox): "Select all on this page", how many
 * are chosen (announced as it changes), and, while any are, the bulk actions and "Clear selection".
 * Only what is chosen on the page in view counts (BulkActionButton acts on it): react-admin keeps
 * a choice per resource, and one Bolt's sites must not be acted on from another's list.
 */
export function BulkBar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext();
  if (data.length === 0) return null;
  const pageIds = data.map((record) => record.id);
  const chosenOnPage = pageIds.filter((id) => selectedIds.includes(id)).length;
  const selectPage = (checked: boolean) =>
    onSelect(checked ? [...new Set([...selectedIds, ...pageIds])] : selectedIds.filter((id) => !pageIds.includes(id)));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, minHeight: 40 }}>
      <FormControlLabel
        sx={{ mr: 0 }}
        control={
          <Checkbox
            size="small"
            checked={chosenOnPage === pageIds.length}
            indeterminate={chosenOnPage > 0 && chosenOnPage < pageIds.length}
            onChange={(event) => selectPage(event.target.checked)}
          />
        }
        label={<Typography variant="body2">{translate('app.bulk.selectPage')}</Typography>}
      />
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {chosenOnPage > 0 ? translate('app.bulk.selected', { smart_count: chosenOnPage }) : ''}
      </Typography>
      {chosenOnPage > 0 && (
        <>
          {children}
          <Button size="small" onClick={() => onUnselectItems()}>
            {translate('app.bulk.clear')}
          </Button>
        </>
      )}
    </Box>
  );
}
