import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Stage } from '../stages';

const ICONS = {
  pending: <RadioButtonUncheckedIcon sx={{ color: 'text.disabled' }} />,
  active: <CircularProgress size={22} thickness={5} />,
  done: <CheckCircleIcon color="success" />,
  failed: <ErrorIcon color="error" />,
};

/** One stage of the finalizing work with its state as an icon and in words for screen readers. */
export function StageRow({ stage }: { stage: Stage }) {
  const translate = useTranslate();
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
      <Box aria-hidden sx={{ width: 24, height: 24, display: 'grid', placeItems: 'center' }}>
        {ICONS[stage.status]}
      </Box>
      <Typography sx={{ fontWeight: stage.status === 'active' ? 650 : 500, color: stage.status === 'pending' ? 'text.secondary' : 'text.primary' }}>
        {translate(`app.boltCreate.finalizing.${stage.id}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
        {translate(`app.boltCreate.finalizing.status.${stage.status}`)}
      </Typography>
    </Box>
  );
}
