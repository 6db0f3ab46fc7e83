import WorkHistoryOutlinedIcon from '@mui/icons-material/WorkHistoryOutlined';
import { Badge, Box, IconButton, Popover, Tooltip, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { runningJobs } from '../rules/jobs';
import { SEARCH_ICON_SIZE } from '../rules/search';
import { JobsTrayList } from './JobsTrayList';
import { useJobs } from './useJobs';

/**
 * The top bar's jobs tray (issue 14): a button badged with the running count that opens the list of
 * the caller's running and recent long work. It matches the search and help icons beside it.
 */
export function JobsTray() {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const trayId = useId();
  const titleId = useId();
  const jobs = useJobs();
  const running = runningJobs(jobs.data ?? []);
  const label = running > 0 ? translate('app.jobs.openRunning', { smart_count: running }) : translate('app.jobs.open');
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          onClick={(event) => {
            setAnchor(event.currentTarget);
            // Opening shows what runs now, not what the last beat saw.
            void jobs.refetch();
          }}
          aria-label={label}
          aria-haspopup="dialog"
          aria-expanded={anchor ? 'true' : undefined}
          aria-controls={anchor ? trayId : undefined}
        >
          <Badge badgeContent={running} color="primary">
            <WorkHistoryOutlinedIcon sx={{ fontSize: SEARCH_ICON_SIZE }} />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={trayId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 380, maxWidth: 'calc(100vw - 32px)', maxHeight: 'min(560px, 80vh)' } },
        }}
      >
        <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
          <Typography id={titleId} component="h2" sx={{ fontWeight: 650, fontSize: '1.05rem' }}>
            {translate('app.jobs.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('app.jobs.hint')}
          </Typography>
        </Box>
        <JobsTrayList query={jobs} onNavigate={close} />
      </Popover>
    </>
  );
}
