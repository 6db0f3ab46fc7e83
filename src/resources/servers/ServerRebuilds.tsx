import { Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { useRole } from '../../layout/useRole';
import { RebuildButton } from '../rebuilds/RebuildButton';

/** Admin only (spec 1 §6): rebuild the configuration or PHP of every site on this server. */
export const ServerRebuilds = () => {
  const server = useRecordContext();
  if (useRole() !== 'admin' || !server) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2 }}>
      <RebuildButton kind="config" target={{ serverId: server.id }} label="app.sites.admin.controls.rebuildServerConfig" />
      <RebuildButton kind="php" target={{ serverId: server.id }} label="app.sites.admin.controls.rebuildServerPhp" />
    </Stack>
  );
};
