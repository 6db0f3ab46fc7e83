import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';

// The list asks the API once typing pauses, not on every key.
const DEBOUNCE_MS = 300;

/** Free-text search over the Bolt's site titles (the API's q); an empty box shows every site (spec 1 §2). */
export function SiteSearch() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const [text, setText] = useState(String(filterValues.q ?? ''));
  useEffect(() => {
    const q = text.trim();
    if (q === String(filterValues.q ?? '')) return undefined;
    const timer = setTimeout(() => setFilters(q ? { q } : {}, {}), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, filterValues.q, setFilters]);
  return (
    <TextField
      size="small"
      type="search"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder={translate('app.sites.list.search')}
      slotProps={{
        htmlInput: { 'aria-label': translate('app.sites.list.search') },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: { xs: '100%', sm: 320 } }}
    />
  );
}
