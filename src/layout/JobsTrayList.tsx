import { Box, List, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { LoadError } from '../components/LoadError';
import type { Job } from '../dataProvider/calls/jobs';
import { JobsTrayItem } from './JobsTrayItem';

/** The tray's list: the jobs in the API's order (running first), or why there are none to show. */
export function JobsTrayList({ query, onNavigate }: { query: UseQueryResult<Job[]>; onNavigate: () => void }) {
  const translate = useTranslate();
  const { data, error, refetch } = query;
  // A failed read again shows the last jobs read; only a tray that never read any says so.
  if (!data && error)
    return (
      <Box sx={{ px: 2, pb: 2 }}>
        <LoadError title="app.jobs.loadFailed" error={error} onRetry={() => void refetch()} />
      </Box>
    );
  if (!data)
    return (
      <Box sx={{ px: 2, pb: 2 }}>
        <Skeleton variant="rounded" height={72} />
      </Box>
    );
  if (!data.length)
    return (
      <Typography color="text.secondary" sx={{ px: 2, pt: 1, pb: 2.5 }}>
        {translate('app.jobs.empty')}
      </Typography>
    );
  return (
    <List disablePadding sx={{ borderTop: 1, borderColor: 'divider' }}>
      {data.map((job) => (
        <JobsTrayItem key={job.id} job={job} onNavigate={onNavigate} />
      ))}
    </List>
  );
}
