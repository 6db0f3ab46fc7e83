import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, LinearProgress, Typography } from '@mui/material';
import { Command } from 'cmdk';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import { useDebouncedValue } from '../../layout/useDebouncedValue';
import { SEARCH_DEBOUNCE_MS } from '../../rules/navigation';
import { matchCommands, type PaletteCommand } from '../../rules/commands';
import { SEARCH_TYPES } from '../../rules/search';
import { PaletteCommands } from './PaletteCommands';
import { SearchField } from './SearchField';
import { SearchFooter } from './SearchFooter';
import { SearchGroups } from './SearchGroups';
import { SearchResultList } from './SearchResultList';
import { SearchStatus } from './SearchStatus';
import { SearchTabs, type SearchTab } from './SearchTabs';
import { useSearchResults } from './useSearchResults';

interface Props {
  titleId: string;
  onClose: () => void;
  /** The commands on the page in view (usePaletteCommands) and how one runs. */
  commands: readonly PaletteCommand[];
  recordName: string | null;
  onRun: (command: PaletteCommand) => void;
}

/**
 * The search overlay's contents (spec 1 §2): its title, a close button, the search field, the
 * commands the text matches (a command palette), the tabs and the results as links. Enter runs the
 * chosen command, or with none listed opens the first result of the tab.
 */
export function SearchPanel({ titleId, onClose, commands, recordName, onRun }: Props) {
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
  const matched = matchCommands(commands, text, (command) => translate(command.label));
  // The chosen command stays chosen while it is listed; else the first listed one is.
  const [selected, setSelected] = useState('');
  const chosen = matched.some((command) => command.id === selected) ? selected : (matched[0]?.id ?? '');

  const openFirst = (event: KeyboardEvent) => {
    const [first] = shown;
    if (!first || q !== text.trim()) return;
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
      {/* cmdk's keys (↑, ↓, Enter) work in the field and the commands only: the tabs and links keep theirs. */}
      <Command shouldFilter={false} loop value={chosen} onValueChange={setSelected}>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <SearchField value={text} onChange={setText} withCommands={matched.length > 0} onEnter={openFirst} />
          {matched.length > 0 && (
            <PaletteCommands
              commands={matched}
              recordName={recordName}
              onRun={(command) => {
                onClose();
                onRun(command);
              }}
            />
          )}
        </Box>
      </Command>
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
