import { Box } from '@mui/material';
import { FilterLiveForm, SearchInput, SortButton, useTranslate } from 'react-admin';
import { ExportAllButton } from './ExportAllButton';

/**
 * The toolbar of a list inside a card: a search box sending the API's `q` as the person types,
 * the sort fields the API declares for the list, and CSV export of every row (not only the page).
 */
export function ListToolbar({ searchLabel, sortFields }: { searchLabel: string; sortFields: string[] }) {
  const translate = useTranslate();
  const label = translate(searchLabel);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Box sx={{ flex: '1 1 180px', maxWidth: { sm: 360 } }}>
        <FilterLiveForm>
          <SearchInput source="q" type="search" placeholder={label} fullWidth helperText={false} slotProps={{ htmlInput: { 'aria-label': label } }} />
        </FilterLiveForm>
      </Box>
      <SortButton fields={sortFields} />
      <ExportAllButton />
    </Box>
  );
}
