import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Chip, IconButton, Switch, Tooltip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ListRow } from '../../components/ListRow';
import type { Cronjob } from '../../rules/schemas/records/cronjob';

interface CronjobRowProps {
  job: Cronjob;
  /** Its active switch is being saved. */
  toggling: boolean;
  onToggle: (active: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One cron job: when it runs (in words), what it runs, its comment, notifications and active switch. */
export function CronjobRow({ job, toggling, onToggle, onEdit, onDelete }: CronjobRowProps) {
  const translate = useTranslate();
  return (
    <ListRow
      end={
        <>
          <Chip
            size="small"
            variant="outlined"
            label={`${translate('resources.cronjobs.fields.notifications')}: ${translate(`resources.cronjobs.levels.${job.notifications}`)}`}
          />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Switch
              checked={job.active}
              disabled={toggling}
              onChange={(event) => onToggle(event.target.checked)}
              slotProps={{ input: { 'aria-label': translate('app.siteCronjobs.activeLabel', { command: job.command }) } }}
            />
            <Tooltip title={translate('ra.action.edit')}>
              <IconButton onClick={onEdit} aria-label={translate('ra.action.edit')}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
            <Tooltip title={translate('ra.action.delete')}>
              <IconButton onClick={onDelete} aria-label={translate('ra.action.delete')} color="error">
                <DeleteOutlineIcon />
              </IconButton>
            </Tooltip>
          </Box>
        </>
      }
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{job.schedule}</Typography>
        {job.description && (
          <Typography variant="body2" color="text.secondary">
            {job.description}
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontFamily: 'monospace', fontSize: '0.875rem', mt: 0.5, wordBreak: 'break-all' }}>{job.command}</Typography>
      {job.comment && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {job.comment}
        </Typography>
      )}
    </ListRow>
  );
}
