import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRole } from '../../layout/useRole';
import { isStaffRole } from '../../rules/access';

interface Props {
  q: string;
  ready: boolean;
  isFetching: boolean;
  isError: boolean;
  count: number;
  onRetry: () => void;
}

/** What the search is doing, read out as it changes: a hint before a search, searching, the count, nothing found, or a failure with Retry. */
export function SearchStatus({ q, ready, isFetching, isError, count, onRetry }: Props) {
  const translate = useTranslate();
  const staff = isStaffRole(useRole());
  const text = !ready
    ? translate(staff ? 'app.search.staffOverlayHint' : 'app.search.hint')
    : isError
      ? translate('app.search.failed')
      : isFetching
        ? translate('app.search.searching')
        : count === 0
          ? translate('app.search.nothing', { q })
          : translate('app.search.found', { smart_count: count });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, minHeight: 36 }}>
      <Typography role="status" variant="body2" sx={{ color: isError ? 'error.main' : 'text.secondary' }}>
        {text}
      </Typography>
      {ready && isError && (
        <Button size="small" onClick={onRetry}>
          {translate('app.retry')}
        </Button>
      )}
    </Box>
  );
}
