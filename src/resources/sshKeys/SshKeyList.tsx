import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, List, ListItemButton, ListItemIcon, ListItemText, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useApiQuery } from '../../dataProvider/useApiQuery';
import { LoadError } from '../../components/LoadError';
import { fromRecord, sshKeyPath, type SshKey } from './sshKeys';

interface SshKeyListProps {
  queryKey: readonly unknown[];
  /** GET ssh-keys (the account's) or ssh-keys?environmentId= (a site's). */
  load: () => Promise<{ data: { id: string; attributes: Omit<SshKey, 'id'> }[] }>;
  /** The site whose access page lists these keys; their detail pages then sit under it. */
  site?: { boltId: string; envId: string };
}

/** A list of SSH keys, each linking to its detail page. */
export function SshKeyList({ queryKey, load, site }: SshKeyListProps) {
  const translate = useTranslate();
  const query = useApiQuery(queryKey, load);
  if (query.isPending) return <Box aria-hidden>{[0, 1].map((i) => <Skeleton key={i} height={56} />)}</Box>;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const keys = query.data.data.map(fromRecord<SshKey>);
  if (!keys.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
        {translate('app.sshKeys.empty')}
      </Typography>
    );
  }
  return (
    <List disablePadding aria-label={translate('app.sshKeys.title')}>
      {keys.map((key) => (
        <ListItemButton key={key.id} component={Link} to={sshKeyPath(key.id, site)} sx={{ borderRadius: 2, px: 1 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <KeyIcon color="primary" />
          </ListItemIcon>
          <ListItemText
            primary={key.title}
            secondary={`${key.keyType} · ${key.fingerprint}`}
            slotProps={{ primary: { sx: { fontWeight: 500 } }, secondary: { sx: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' } } }}
          />
          <ChevronRightIcon color="action" />
        </ListItemButton>
      ))}
    </List>
  );
}
