import BoltIcon from '@mui/icons-material/Bolt';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, Link, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { RecordContextProvider, ResourceContextProvider, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { HostingChip } from '../HostingChip';
import { PlanChip } from '../PlanChip';
import { useIsStaff } from '../../../components/useIsStaff';
import { ActivityLink } from '../../auditEvents/ActivityLink';
import { BoltRenameDialog } from './BoltRenameDialog';
import type { DashboardBolt } from './types';

/** The Bolt's name (renamed in a small dialog), its plan with the spec 1 §3 tagline and its hosting. */
export function BoltHeader({ bolt, canRename }: { bolt: DashboardBolt; canRename: boolean }) {
  const translate = useTranslate();
  const isStaff = useIsStaff();
  const [renaming, setRenaming] = useState(false);
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mb: 3 }}>
      <Box
        aria-hidden
        sx={{
          display: { xs: 'none', sm: 'grid' },
          placeItems: 'center',
          width: 56,
          height: 56,
          borderRadius: 3,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          flexShrink: 0,
        }}
      >
        <BoltIcon fontSize="large" />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {bolt.name}
          </Typography>
          {canRename && (
            <Tooltip title={translate('app.dashboard.rename')}>
              <IconButton onClick={() => setRenaming(true)} aria-label={translate('app.dashboard.rename')}>
                <EditOutlinedIcon />
              </IconButton>
            </Tooltip>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
          <ResourceContextProvider value="bolts">
            <RecordContextProvider value={bolt}>
              <PlanChip />
              <Typography variant="body2" color="text.secondary">
                {translate(`resources.bolts.taglines.${bolt.plan}`)}
              </Typography>
              <HostingChip />
            </RecordContextProvider>
          </ResourceContextProvider>
        </Box>
        {isStaff && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {/* The internal id is for staff (support tickets, lookups); customers know a Bolt by its name. */}#{bolt.id} ·{' '}
            {translate('app.dashboard.customer', { customer: bolt.customer ?? '-' })} ·{' '}
            {bolt.serverId ? (
              <Link component={RouterLink} to={`/servers/${bolt.serverId}`}>
                {bolt.server}
              </Link>
            ) : (
              translate('resources.bolts.noServer')
            )}{' '}
            · <ActivityLink scope={{ boltId: Number(bolt.id) }} />
          </Typography>
        )}
      </Box>
      <BoltRenameDialog bolt={bolt} open={renaming} onClose={() => setRenaming(false)} />
    </Box>
  );
}
