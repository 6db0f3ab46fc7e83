import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, ListItemButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { SearchResult } from '../../rules/schemas/records/search';
import { visuallyHidden } from '../visuallyHidden';
import { SearchResultText } from './SearchResultText';

/**
 * A result is a link (spec 1 §2): a panel page opens in place (and `onOpen` closes the search), a
 * help article opens on the help site in a new tab.
 */
export function SearchResultLink({ result, onOpen }: { result: SearchResult; onOpen: () => void }) {
  const translate = useTranslate();
  const sx = { borderRadius: 2, py: 1 };
  if (result.type === 'help') {
    return (
      <ListItemButton component="a" href={result.attributes.url} target="_blank" rel="noopener noreferrer" sx={sx}>
        <SearchResultText result={result} />
        <OpenInNewIcon fontSize="small" sx={{ ml: 'auto', pl: 1, color: 'text.secondary' }} />
        <Box component="span" sx={visuallyHidden}>
          {` (${translate('app.search.opensInNewTab')})`}
        </Box>
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component={Link} to={result.attributes.path} onClick={onOpen} sx={sx}>
      <SearchResultText result={result} />
    </ListItemButton>
  );
}
