import CloseIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { Box, IconButton, InputAdornment, LinearProgress, TextField, Typography } from '@mui/material';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../rules/navigation';
import { SEARCH_TYPES } from '../../rules/search';
import { SearchFooter } from './SearchFooter';
import { SearchGroups } from './SearchGroups';
import { SearchResultList } from './SearchResultList';
import { SearchStatus } from './SearchStatus';
import { SearchTabs, type SearchTab } from './SearchTabs';
import { useSearchResults } from './useSearchResults';

/**
 * The search overlay's contents (spec 1 §2): its title, a close button, the search field, the
 * tabs and the results as links. Enter opens the first result of the tab.
 */
export function SearchPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const idPrefix = useId();
  const [text, setText] = useState('');
  const [tab, setTab] = useState<SearchTab>('all');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const { ready, results, isFetching, isError, refetch } = useSearchResults(q, SEARCH_TYPES);
  const shown = tab === 'all' ? results : results.filter((result) => result.type === tab);
  const tabId = (of: SearchTab) => `${idPrefix}-tab-${of}`;
  const panelId = `${idPrefix}-panel`;

  const openFirst = (event: KeyboardEvent) => {
    const [first] = shown;
    if (event.key !== 'Enter' || !first || q !== text.trim()) return;
    event.preventDefault();
    if (first.type === 'help') {
      window.open(first.attributes.url, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(first.attributes.path);
    onClose();
  };

  return (
    <Box
      sx={{
        width: '100%',
        maxWidth: 880,
        mx: 'auto',
        px: { xs: 2, sm: 3 },
        py: { xs: 2, sm: 4 },
        display: 'grid',
        // minmax(0, …): the scrolling tabs must not widen the column past a phone's screen.
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography id={titleId} component="h2" variant="h4" sx={{ flex: 1, fontWeight: 700, fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {translate('app.search.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={translate('app.search.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <TextField
        autoFocus
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={openFirst}
        placeholder={translate('app.search.fieldPlaceholder')}
        slotProps={{
          htmlInput: { 'aria-label': translate('app.search.field') },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box>
        <SearchTabs value={tab} onChange={setTab} results={ready ? results : null} idOf={tabId} panelId={panelId} />
        <LinearProgress sx={{ visibility: isFetching ? 'visible' : 'hidden', height: 2 }} aria-hidden />
      </Box>
      <Box id={panelId} role="tabpanel" aria-labelledby={tabId(tab)} sx={{ minHeight: 200 }}>
        <SearchStatus q={q} ready={ready} isFetching={isFetching} isError={isError} count={shown.length} onRetry={() => refetch()} />
        {tab === 'all' ? (
          <SearchGroups results={shown} onOpen={onClose} onShowAll={setTab} />
        ) : (
          <SearchResultList results={shown} onOpen={onClose} labelledBy={tabId(tab)} />
        )}
      </Box>
      <SearchFooter />
    </Box>
  );
}
