import SearchIcon from '@mui/icons-material/Search';
import { IconButton, Tooltip } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { SEARCH_ICON_SIZE, shortcutLabel } from '../../rules/search';
import { SearchOverlay } from './SearchOverlay';
import { usePaletteCommands } from './usePaletteCommands';
import { useSearchShortcut } from './useSearchShortcut';

/**
 * The top bar's search icon (spec 1 §9: 30 px on larger screens, else 24) and Ctrl/⌘+K open the
 * search overlay, which is also the command palette of the page in view.
 */
export function SearchButton({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const openOverlay = useCallback(() => setOpen(true), []);
  useSearchShortcut(openOverlay);
  const { commands, recordName, run } = usePaletteCommands(open, onShowShortcuts);
  return (
    <>
      <Tooltip title={`${translate('app.search.open')} (${shortcutLabel(navigator.platform)})`}>
        <IconButton onClick={openOverlay} aria-label={translate('app.search.open')} aria-haspopup="dialog" aria-keyshortcuts="Control+K Meta+K">
          <SearchIcon sx={{ fontSize: SEARCH_ICON_SIZE }} />
        </IconButton>
      </Tooltip>
      <SearchOverlay open={open} onClose={() => setOpen(false)} commands={commands} recordName={recordName} onRun={(command) => void run(command)} />
    </>
  );
}
