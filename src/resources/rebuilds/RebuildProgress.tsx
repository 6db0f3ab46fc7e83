import { Box, Chip, LinearProgress, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { rebuildState } from '../../rules/rebuilds';

const COLORS = { running: 'info', done: 'success', failed: 'error' } as const;

/** How far a rebuild got: a bar while it runs, then its outcome, and the sites done and failed. */
export const RebuildProgress = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  const state = rebuildState(record as never);
  const settled = record.done + record.failed;
  return (
    <Box sx={{ minWidth: 160 }}>
      <Chip size="small" variant="outlined" color={COLORS[state]} label={translate(`resources.rebuild-sites-config.states.${state}`)} />
      {state === 'running' && (
        <LinearProgress
          variant="determinate"
          value={record.sites ? (100 * settled) / record.sites : 0}
          sx={{ mt: 1 }}
          aria-label={translate('resources.rebuild-sites-config.progress')}
        />
      )}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {translate('resources.rebuild-sites-config.counts', { done: record.done, failed: record.failed, sites: record.sites })}
      </Typography>
    </Box>
  );
};
