import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, InputAdornment, TextField } from '@mui/material';
import { useState, type UIEvent } from 'react';
import { useInfiniteGetList, useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router';
import { SearchResultText } from '../components/search/SearchResultText';
import { useSearchResults } from '../components/search/useSearchResults';
import { SEARCH_DEBOUNCE_MS, searchFilter } from '../rules/navigation';
import { DEFAULT_PER_PAGE } from '../rules/pagination';
import type { SearchResult } from '../rules/schemas/records/search';
import { BOLT_AND_SITE_TYPES, boltAsResult } from '../rules/search';
import { searchFieldSx } from './searchFieldSx';
import { useDebouncedValue } from './useDebouncedValue';

type Bolt = RaRecord & { name?: string };

/** How close to the end of the open list (px) the next page of Bolts is fetched. */
const LOAD_MORE_WITHIN_PX = 48;

/**
 * The customer's combined site/Bolt search (spec 1 §2), at the top and in the mobile menu: typed
 * text asks the search (GET search, Bolts and sites) as they type; no text lists all their Bolts a
 * page at a time, scrolling to the end fetching the next. Choosing one opens it.
 */
export function CustomerBoltSearch({ onNavigate }: { onNavigate?: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const { q = '' } = searchFilter(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const found = useSearchResults(q, BOLT_AND_SITE_TYPES, open);
  // Asked only once the list opens: every page has this field, and most never open it.
  const { data, isFetching, hasNextPage, fetchNextPage, isFetchingNextPage } = useInfiniteGetList<Bolt>(
    'bolts',
    { pagination: { page: 1, perPage: DEFAULT_PER_PAGE }, sort: { field: 'name', order: 'ASC' }, filter: {} },
    { enabled: open && !found.ready },
  );
  const options: SearchResult[] = found.ready ? found.results : (data?.pages.flatMap((page) => page.data) ?? []).map(boltAsResult);
  const loadMoreAtEnd = (event: UIEvent<HTMLElement>) => {
    const list = event.currentTarget;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_WITHIN_PX;
    if (!found.ready && atEnd && hasNextPage && !isFetchingNextPage) fetchNextPage();
  };
  return (
    <Autocomplete
      size="small"
      options={options}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      loading={found.ready ? found.isFetching : isFetching}
      value={null}
      inputValue={text}
      onInputChange={(_, value) => setText(value)}
      blurOnSelect
      forcePopupIcon={false}
      clearOnBlur
      noOptionsText={translate('app.search.noMatch')}
      getOptionLabel={(result) => result.attributes.title}
      getOptionKey={(result) => `${result.type}-${result.id}`}
      groupBy={found.ready ? (result) => translate(`app.search.tabs.${result.type}`) : undefined}
      renderOption={({ key, ...props }, result) => (
        <li key={key} {...props}>
          <SearchResultText result={result} />
        </li>
      )}
      // The API has already searched; the options are its answer.
      filterOptions={(answer) => answer}
      onChange={(_, result) => {
        if (!result || result.type === 'help') return;
        navigate(result.attributes.path);
        onNavigate?.();
      }}
      slotProps={{ listbox: { onScroll: loadMoreAtEnd, 'aria-label': translate('app.search.results') } }}
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
