import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Box, Button, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { readToken } from '../authProvider/tokenStore';
import { PictureAvatar } from '../components/PictureAvatar';
import { ShortcutKeys } from '../components/shortcuts/ShortcutKeys';
import { splitFullName } from '../rules/name';
import { ariaKeys, goToKeys, SHORTCUTS_KEY } from '../rules/shortcuts';
import { LogoutDialog } from './LogoutDialog';
import { ThemeMenuItems } from './ThemeMenuItems';

/**
 * Spec 1 §2 account menu: avatar, first name and surname; Settings, the account pages, theme, the
 * keyboard shortcuts, Logout. Entries with a shortcut show its keys.
 */
export function AccountMenu({ onShowShortcuts }: { onShowShortcuts: () => void }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const fullName = String(identity?.fullName ?? '');
  const { firstName, surname } = splitFullName(fullName);
  const close = () => setAnchor(null);
  const links = [
    { to: '/account', label: 'app.account.settings' },
    { to: '/user-profile', label: 'app.account.userInformation' },
    { to: '/ssh-keys', label: 'app.account.sshKeys' },
  ];
  return (
    <>
      <Button
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={translate('app.account.menu')}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ gap: 1, px: 1, minWidth: 0, borderRadius: 6 }}
      >
        <PictureAvatar picture={identity?.avatar} fullName={fullName} size={34} />
        <Box component="span" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'left', lineHeight: 1.2, maxWidth: 160 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 650, fontSize: '0.875rem' }}>
            {firstName}
          </Typography>
          <Typography component="span" noWrap sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary' }}>
            {surname}
          </Typography>
        </Box>
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 280 } } }}
      >
        <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
          <Typography sx={{ fontWeight: 650 }} noWrap>
            {fullName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {readToken()?.accountEmail}
          </Typography>
        </Box>
        <Divider />
        {links.map((link) => (
          <MenuItem key={link.to} component={Link} to={link.to} onClick={close} aria-keyshortcuts={ariaKeys(goToKeys(link.to)) || undefined}>
            {translate(link.label)}
            <ShortcutKeys keys={goToKeys(link.to)} />
          </MenuItem>
        ))}
        <Divider />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ px: 2, pt: 1, pb: 0.5 }}>
          {translate('app.theme.label')}
        </Typography>
        <ThemeMenuItems />
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            onShowShortcuts();
          }}
          aria-keyshortcuts={SHORTCUTS_KEY}
        >
          <ListItemIcon>
            <KeyboardIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.shortcuts.show')}
          <ShortcutKeys keys={[SHORTCUTS_KEY]} />
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            setConfirming(true);
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('app.account.logout')}
        </MenuItem>
      </Menu>
      <LogoutDialog open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
