import { Box, Divider, Link as MuiLink, Paper, Popper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SearchResultList } from '../components/search/SearchResultList';
import { boltSearchPath } from '../rules/navigation';
import type { SearchResult } from '../rules/schemas/records/search';

interface Props {
  anchor: HTMLElement | null;
  q: string;
  results: SearchResult[];
  isFetching: boolean;
  isError: boolean;
  onOpen: () => void;
}

/** What the staff's Bolt search found, as links under the field: Bolts and sites with their customer, then the whole Bolt list for the text. */
export function StaffSearchResults({ anchor, q, results, isFetching, isError, onOpen }: Props) {
  const translate = useTranslate();
  const status = isError
    ? translate('app.search.failed')
    : isFetching
      ? translate('app.search.searching')
      : results.length === 0
        ? translate('app.search.noMatch')
        : translate('app.search.found', { smart_count: results.length });
  return (
    <Popper open={anchor !== null} anchorEl={anchor} placement="bottom-start" disablePortal sx={{ zIndex: 'modal', width: { xs: '100%', md: 420 } }}>
      <Paper elevation={8} sx={{ mt: 0.5, maxHeight: '70vh', overflowY: 'auto', p: 1 }}>
        <Typography role="status" variant="body2" sx={{ color: isError ? 'error.main' : 'text.secondary', px: 1, py: 0.5 }}>
          {status}
        </Typography>
        <SearchResultList results={results} onOpen={onOpen} />
        <Divider sx={{ my: 0.5 }} />
        <Box sx={{ px: 1, py: 0.5 }}>
          <MuiLink component={Link} to={boltSearchPath(q)} onClick={onOpen}>
            {translate('app.search.allBolts', { q })}
          </MuiLink>
        </Box>
      </Paper>
    </Popper>
  );
}
