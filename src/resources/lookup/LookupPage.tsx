import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, InputAdornment, LinearProgress, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { canLookUp, LOOKUP_DEBOUNCE_MS, LOOKUP_MAX_LENGTH } from '../../rules/lookup';
import { LookupResults } from './LookupResults';

/** Staff's /lookup (spec 1 §2): one field, looked up as the person pauses typing; the matches link onwards. */
export default function LookupPage() {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), LOOKUP_DEBOUNCE_MS);
  const ready = canLookUp(q);
  const query = usePanelQuery(['lookup', q], (dataProvider) => dataProvider.lookup(q), { enabled: ready, keepPrevious: true });
  const body = () => {
    if (!ready) {
      return <EmptyState icon={<ManageSearchIcon />} title={translate('app.lookup.empty')} text={translate('app.lookup.emptyText')} />;
    }
    if (query.isError) return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
    if (!query.data) return null;
    if (!query.data.length) {
      return <EmptyState icon={<SearchOffIcon />} title={translate('app.lookup.noMatch', { q })} text={translate('app.lookup.noMatchText')} />;
    }
    return <LookupResults matches={query.data} />;
  };
  return (
    <Box sx={{ py: 2, maxWidth: 960 }}>
      <PageHeader title={translate('app.lookup.title')} intro={translate('app.lookup.intro')} />
      <TextField
        autoFocus
        fullWidth
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        label={translate('app.lookup.label')}
        helperText={translate('app.lookup.hint')}
        slotProps={{
          htmlInput: { maxLength: LOOKUP_MAX_LENGTH, spellCheck: false, autoCapitalize: 'off' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <ManageSearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ height: 4, my: 1 }}>{ready && query.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}</Box>
      {body()}
    </Box>
  );
}
