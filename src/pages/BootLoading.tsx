import { Box, CircularProgress } from '@mui/material';
import { translate } from './login/translate';

/** Shown while the panel's code downloads. */
export function BootLoading() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}>
      <CircularProgress aria-label={translate('app.login.loading')} />
    </Box>
  );
}
