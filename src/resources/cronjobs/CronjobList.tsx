import ScheduleIcon from '@mui/icons-material/Schedule';
import { Box, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../components/EmptyState';
import { LoadError } from '../../components/LoadError';
import { SectionCard } from '../../components/SectionCard';
import { CronjobEditDialog } from './CronjobEditDialog';
import { CronjobRow } from './CronjobRow';
import { useCronjobActions } from './useCronjobActions';
import type { Cronjob } from './useCronjobs';

interface CronjobListProps {
  jobs: Cronjob[] | undefined;
  error: unknown;
  onRetry: () => void;
  onChanged: () => void;
}

/** The site's cron jobs (spec 2 §2.7), or 'No data. Add a cronjob'. */
export function CronjobList({ jobs, error, onRetry, onChanged }: CronjobListProps) {
  const translate = useTranslate();
  const { toggle, remove } = useCronjobActions(onChanged);
  const [editing, setEditing] = useState<Cronjob | null>(null);
  let content;
  if (error) content = <LoadError title="app.siteCronjobs.loadFailed" error={error} onRetry={onRetry} />;
  else if (!jobs) content = [0, 1].map((i) => <Skeleton key={i} height={72} />);
  else if (jobs.length === 0) content = <EmptyState icon={<ScheduleIcon />} title={translate('app.siteCronjobs.empty')} />;
  else
    content = (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {jobs.map((job) => (
          <CronjobRow key={job.id} job={job} onToggle={(active) => toggle(job, active)} onEdit={() => setEditing(job)} onDelete={() => remove(job)} />
        ))}
      </Box>
    );
  return (
    <SectionCard title="app.siteCronjobs.listTitle" icon={<ScheduleIcon fontSize="small" />}>
      {content}
      {editing && <CronjobEditDialog job={editing} onClose={() => setEditing(null)} onSaved={onChanged} />}
    </SectionCard>
  );
}
