import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, IconButton, Toolbar } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { HelpButton } from '../components/search/HelpButton';
import { SearchButton } from '../components/search/SearchButton';
import { AccountMenu } from './AccountMenu';
import { Logo } from './Logo';
import { MobileDrawer } from './MobileDrawer';
import { TopMenu } from './TopMenu';

/** The top bar of the app layout: logo, top menu (a drawer on small screens), search, help and account menu. */
export function TopBar({ menu = true }: { menu?: boolean }) {
  const translate = useTranslate();
  const [drawerOpen, setDrawerOpen] = useState(false);
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
          <SearchButton />
          <HelpButton />
        </Box>
        <AccountMenu />
      </Toolbar>
      {menu && <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
    </AppBar>
  );
}
