import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

const DEBOUNCE_MS = 300;

/** Free-text search over name, database name and user (the API's q). */
export function DatabaseSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  useEffect(() => {
    const current = String(filterValues.q ?? '');
    if (text.trim() === current) return;
    const timer = setTimeout(() => setFilters(text.trim() ? { q: text.trim() } : {}, {}), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filterValues.q, setFilters]);
  // A cleared search elsewhere (the "clear search" button) empties the box too.
  useEffect(() => {
    if (!filterValues.q) setText('');
  }, [filterValues.q]);
  const label = translate('resources.boltDatabases.search');
  return (
    <TextField
      type="search"
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={label}
      sx={{ maxWidth: { sm: 360 } }}
      slotProps={{
        htmlInput: { 'aria-label': label },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
