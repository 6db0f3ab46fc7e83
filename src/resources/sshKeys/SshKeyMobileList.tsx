import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { sshKeyPath, type SiteRef, type SshKey } from './sshKeys';

/** Phones: one row per key with its type and fingerprint, opening the key. */
export function SshKeyMobileList({ keys, site }: { keys: SshKey[]; site?: SiteRef }) {
  const translate = useTranslate();
  return (
    <List disablePadding aria-label={translate('app.sshKeys.title')}>
      {keys.map((key) => (
        <ListItem key={key.id} disablePadding>
          <ListItemButton component={Link} to={sshKeyPath(key.id, site)} sx={{ borderRadius: 2, px: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <KeyIcon color="primary" />
            </ListItemIcon>
            <ListItemText
              primary={key.title}
              secondary={`${key.keyType} · ${key.fingerprint}`}
              slotProps={{
                primary: { sx: { fontWeight: 500 } },
                secondary: { sx: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '0.75rem', overflowWrap: 'anywhere' } },
              }}
            />
            <ChevronRightIcon color="action" />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
