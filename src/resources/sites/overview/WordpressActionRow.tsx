import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WordpressAction } from '../../../rules/wordpress';
import { WordpressRunStatus } from './WordpressRunStatus';
import type { WordpressRunFace } from './wordpressRuns';

interface WordpressActionRowProps {
  action: WordpressAction;
  face: WordpressRunFace;
  /** This action's start is being sent. */
  starting: boolean;
  /** A run is starting or in progress on the site. */
  disabled: boolean;
  onStart: () => void;
}

/** One WordPress action: what it does, its button, and how its last run went. */
export function WordpressActionRow({ action, face, starting, disabled, onStart }: WordpressActionRowProps) {
  const translate = useTranslate();
  const working = starting || face.state === 'running';
  return (
    <Box sx={{ py: 2, borderTop: 1, borderColor: 'divider', display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2 }}>
        <Typography variant="body2" sx={{ flex: '1 1 220px' }}>
          {translate(`app.siteWordpress.explain.${action}`)}
        </Typography>
        <Button
          variant="outlined"
          onClick={onStart}
          disabled={disabled}
          startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {translate(`app.siteWordpress.actions.${action}`)}
        </Button>
      </Box>
      <WordpressRunStatus action={action} face={face} />
    </Box>
  );
}
