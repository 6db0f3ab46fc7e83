import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { INSTALLATION_ROWS, installationRows } from '../installation';

const ICONS = {
  pending: <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} />,
  active: <CircularProgress size={22} thickness={5} />,
  done: <CheckCircleIcon color="success" />,
  failed: <ErrorIcon color="error" />,
};

/** Spec 2 §2.2 Installation: the four progress rows, each with its state as an icon and in words. */
export function InstallationProgress({ status }: { status: string | null }) {
  const translate = useTranslate();
  const states = installationRows(status);
  return (
    <Paper
      variant="outlined"
      component="ol"
      aria-label={translate('app.domainCreate.installation.rowsLabel')}
      sx={{ listStyle: 'none', m: 0, px: 2, py: 1 }}
    >
      {INSTALLATION_ROWS.map((row) => (
        <Box component="li" key={row} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Box aria-hidden sx={{ width: 24, height: 24, display: 'grid', placeItems: 'center', flexShrink: 0 }}>
            {ICONS[states[row]]}
          </Box>
          <Typography sx={{ fontWeight: states[row] === 'active' ? 650 : 500, color: states[row] === 'pending' ? 'text.secondary' : 'text.primary' }}>
            {translate(`app.domainCreate.installation.rows.${row}`)}
          </Typography>
          <Typography variant="body2" color={states[row] === 'failed' ? 'error' : 'text.secondary'} sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
            {translate(`app.domainCreate.installation.states.${states[row]}`)}
          </Typography>
        </Box>
      ))}
    </Paper>
  );
}
