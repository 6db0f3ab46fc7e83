import { Box, Chip, LinearProgress, ListItem, ListItemButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { Moment } from '../components/Moment';
import type { Job } from '../dataProvider/calls/jobs';
import { jobKindKey, jobStateKey, statusBesideState } from '../rules/jobs';

const COLORS = { running: 'info', done: 'success', failed: 'error' } as const;
/** Stands for the moment in its sentence ("Started %{time}"), where the sentence is cut around it. */
const TIME = '\u0000';

/**
 * One job of the tray, a link to its record's page: what it is, its state and the record's status,
 * a bar while it runs, and on failure the reason the record keeps.
 */
export function JobsTrayItem({ job, onNavigate }: { job: Job; onNavigate: () => void }) {
  const translate = useTranslate();
  const progress = job.progress && translate(`app.jobs.progress.${job.kind}`, { progress: job.progress, _: job.progress });
  const state = translate(jobStateKey(job.state));
  const facts = [statusBesideState(job.kind, job.status, state), progress].filter(Boolean);
  // "Started 3 minutes ago": the moment as the panel shows one, a <time> with the absolute moment in its tooltip.
  const [before, after] = translate(job.finished_at ? 'app.jobs.finished' : 'app.jobs.started', { time: TIME }).split(TIME);
  return (
    <ListItem disablePadding divider>
      <ListItemButton component={Link} to={job.path} onClick={onNavigate} sx={{ display: 'block', py: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="caption" color="text.secondary" noWrap>
            {translate(jobKindKey(job))}
          </Typography>
          <Chip size="small" variant="outlined" color={COLORS[job.state]} label={state} />
        </Box>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{job.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {facts.length > 0 && `${facts.join(' · ')} · `}
          {before}
          <Moment value={job.finished_at ?? job.started_at} relative />
          {after}
        </Typography>
        {job.state === 'running' && <LinearProgress aria-label={translate('app.jobs.running', { title: job.title })} sx={{ mt: 1 }} />}
        {job.state === 'failed' && job.reason && (
          <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {job.reason}
          </Typography>
        )}
      </ListItemButton>
    </ListItem>
  );
}
