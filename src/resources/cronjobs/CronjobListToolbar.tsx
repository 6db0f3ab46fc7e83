import { Box } from '@mui/material';
import { ExportButton, FilterLiveForm, SearchInput, SortButton, useTranslate } from 'react-admin';

/** Search over command and comment (the API's q), the order of the list, and CSV export. */
export function CronjobListToolbar() {
  const translate = useTranslate();
  const label = translate('app.siteCronjobs.search');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Box sx={{ flex: '1 1 180px', maxWidth: { sm: 360 } }}>
        <FilterLiveForm>
          <SearchInput source="q" type="search" placeholder={label} fullWidth helperText={false} slotProps={{ htmlInput: { 'aria-label': label } }} />
        </FilterLiveForm>
      </Box>
      <SortButton fields={['createdAt', 'schedule', 'command', 'active']} />
      <ExportButton />
    </Box>
  );
}
