import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useState, type UIEvent } from 'react';
import { useInfiniteGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, searchFilter } from '../rules/navigation';
import { DEFAULT_PER_PAGE } from '../rules/pagination';
import { searchFieldSx } from './searchFieldSx';
import { useDebouncedValue } from './useDebouncedValue';

type Bolt = RaRecord & { name?: string };

/** How close to the end of the open list (px) the next page of Bolts is fetched. */
const LOAD_MORE_WITHIN_PX = 48;

/**
 * The customer's own Bolts, searched by the API as they type (spec 1 §2) and listed a
 * page at a time: scrolling to the end of the list fetches the next page. Choosing one opens it.
 */
export function CustomerBoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const filter = searchFilter(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  // Asked only once the list opens: every page has this field, and most never open it.
  const { data, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<Bolt>(
    'bolts',
    { pagination: { page: 1, perPage: DEFAULT_PER_PAGE }, sort: { field: 'name', order: 'ASC' }, filter },
    { enabled: open },
  );
  const options = data?.pages.flatMap((page) => page.data) ?? [];
  const loadMoreAtEnd = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_WITHIN_PX;
    if (atEnd && hasNextPage && !isFetchingNextPage) fetchNextPage();
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={isFetching}
      value={null}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      blurOnSelect
      forcePopupIcon={false}
      clearOnBlur
      noOptionsText={translate('app.search.noMatch')}
      getOptionLabel={(bolt) => String(bolt.name ?? bolt.id)}
      // The API has already searched; the options are its answer.
      filterOptions={(found) => found}
      onChange={(_, bolt) => {
        if (!bolt) return;
        navigate(`/bolts/${bolt.id}`);
        onNavigate?.();
      }}
      slotProps={{ listbox: { onScroll: loadMoreAtEnd } }}
      sx={searchFieldSx}
      renderInput={(params) => (
        <TextField
          {...params}
          placeholder={translate('app.search.placeholder')}
          inputProps={{ ...params.inputProps, 'aria-label': translate('app.search.label') }}
          InputProps={{
            ...params.InputProps,
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          }}
        />
      )}
    />
  );
}
