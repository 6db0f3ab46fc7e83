import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Button, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { Pagination } from '../../components/Pagination';
import { SectionCard } from '../../components/SectionCard';
import type { Cronjob } from '../../rules/schemas/records/cronjob';
import { CronjobEditDialog } from './CronjobEditDialog';
import { CronjobRow } from './CronjobRow';
import { useCronjobActions } from './useCronjobActions';
import { ListToolbar } from '../../components/ListToolbar';

/**
 * The site's cron jobs (spec 2 §2.7), a page at a time: loading, failed (with Retry), 'No data.
 * Add a cronjob', nothing matching the search, or the jobs.
 */
export function CronjobList() {
  const translate = useTranslate();
  const { data, total, isPending, error, refetch, filterValues, setFilters } = useListContext<Cronjob>();
  const { toggle, confirmDelete, togglingId } = useCronjobActions();
  const [editing, setEditing] = useState<Cronjob | null>(null);
  const searching = Boolean(filterValues.q);
  let content;
  if (error) content = <LoadError title="app.siteCronjobs.loadFailed" error={error} onRetry={() => refetch()} />;
  else if (isPending) content = [0, 1].map((i) => <Skeleton key={i} height={72} />);
  else if (!total && searching)
    content = (
      <EmptyState
        icon={<ScheduleIcon />}
        title={translate('app.siteCronjobs.noMatch', { q: filterValues.q })}
        action={<Button onClick={() => setFilters({}, {})}>{translate('app.siteCronjobs.clearSearch')}</Button>}
      />
    );
  else if (!total) content = <EmptyState icon={<ScheduleIcon />} title={translate('app.siteCronjobs.empty')} />;
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {data.map((job) => (
          <CronjobRow
            key={job.id}
            job={job}
            toggling={togglingId === job.id}
            onToggle={(active) => toggle(job, active)}
            onEdit={() => setEditing(job)}
            onDelete={() => confirmDelete(job)}
          />
        ))}
      </Box>
    );
  return (
    <SectionCard title="app.siteCronjobs.listTitle" icon={<ScheduleIcon fontSize="small" />}>
      {!error && (searching || Boolean(total)) && (
        <ListToolbar searchLabel="app.siteCronjobs.search" sortFields={['createdAt', 'schedule', 'command', 'active']} />
      )}
      {content}
      <Pagination />
      {editing && <CronjobEditDialog job={editing} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}
