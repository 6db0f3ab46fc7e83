import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HelpButton } from '../components/search/HelpButton';
import { SearchButton } from '../components/search/SearchButton';
import { AccountMenu } from './AccountMenu';
import { JobsTray } from './JobsTray';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { ShortcutsDialog } from './ShortcutsDialog';
import { TopMenu } from './TopMenu';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

/**
 * The top bar of the app layout: logo, top menu (a drawer on small screens), jobs tray, search and commands,
 * help and account menu; and the keyboard shortcuts, whose list `?` or the account menu opens.
 */
export function TopBar({ menu = true }: { menu?: boolean }) {
  const translate = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const showShortcuts = useCallback(() => setShortcutsOpen(true), []);
  useKeyboardShortcuts(showShortcuts);
  return (
    <AppBar component="header" position="sticky" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: { xs: 1, md: 3 }, minHeight: { xs: 56, sm: 64 } }}>
        {menu && (
          <IconButton
            edge="start"
            onClick={() => setDrawerOpen(true)}
            aria-label={translate('app.shell.openMenu')}
            aria-expanded={drawerOpen}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box component={Link} to="/" aria-label={translate('app.shell.home')} sx={{ color: 'text.primary', textDecoration: 'none', borderRadius: 1 }}>
          <Logo label={translate('app.brand')} />
        </Box>
        {menu && <TopMenu />}
        <Box sx={{ flex: 1 }} />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <JobsTray />
          <SearchButton onShowShortcuts={showShortcuts} />
          <HelpButton />
        </Box>
        <AccountMenu onShowShortcuts={showShortcuts} />
      </Toolbar>
      {menu && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
      <ShortcutsDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </AppBar>
  );
}
