import { Box } from '@mui/material';
import { FilterLiveForm, SearchInput, useTranslate } from 'react-admin';
import { ExportAllButton } from '../../components/ExportAllButton';
import { DomainSortButtons } from './DomainSortButtons';

/** Spec 2 §2.1: the search box (the API's `q`, as the person types) and the Title / Date sort; and the domains as CSV. */
export function DomainToolbar() {
  const translate = useTranslate();
  const label = translate('app.domains.search');
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
      <Box sx={{ flex: '1 1 200px', maxWidth: { sm: 360 } }}>
        <FilterLiveForm>
          <SearchInput source="q" type="search" placeholder={label} fullWidth helperText={false} slotProps={{ htmlInput: { 'aria-label': label } }} />
        </FilterLiveForm>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <DomainSortButtons />
        <ExportAllButton />
      </Box>
    </Box>
  );
}
