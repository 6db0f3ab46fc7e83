import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Chip, IconButton, TableCell, TableRow, Tooltip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify, useTranslate } from 'react-admin';
import { usePrompt } from '../../components/usePrompt';
import { apiCall } from '../../dataProvider/send';
import { API_KEY } from '../../dataProvider/useApiQuery';
import { useIsStaff } from '../../components/useIsStaff';
import { canRemoveEntry, type AccessEntry } from './sshKeys';

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', wordBreak: 'break-all' } as const;

/** One access entry: its type's label, who, when, until when, the key's fingerprint and status. */
export function AccessEntryRow({ entry, envId }: { entry: AccessEntry; envId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const prompt = usePrompt();
  const queryClient = useQueryClient();
  const isStaff = useIsStaff();
  const remove = async () => {
    const answer = await prompt({ title: 'app.siteAccess.removeTitle', text: translate('app.siteAccess.removeText', { fingerprint: entry.fingerprint }), iconName: 'delete' });
    if (!answer.confirmed) return;
    try {
      await apiCall('DELETE', `environments/${envId}/ssh-access/${entry.id}`);
      notify('app.siteAccess.removed', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: [API_KEY] });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <TableRow>
      <TableCell>
        <Chip size="small" label={entry.typeLabel} color={entry.type === 'staff' ? 'secondary' : 'default'} variant="outlined" />
      </TableCell>
      <TableCell>{entry.customer}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{new Date(entry.createdAt).toLocaleString()}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.expires_at ? new Date(entry.expires_at).toLocaleString() : translate('app.siteAccess.never')}</TableCell>
      <TableCell sx={mono}>{entry.fingerprint}</TableCell>
      <TableCell>
        <Chip size="small" label={translate(`app.siteAccess.status.${entry.status}`)} color={entry.status === 'active' ? 'success' : 'default'} />
      </TableCell>
      <TableCell align="right">
        {canRemoveEntry(entry, isStaff) && (
          <Tooltip title={translate('app.siteAccess.remove')}>
            <IconButton size="small" aria-label={translate('app.siteAccess.remove')} onClick={remove}>
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </TableCell>
    </TableRow>
  );
}
