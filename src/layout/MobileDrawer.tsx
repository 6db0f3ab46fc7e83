import CloseIcon from '@mui/icons-material/Close';
import { Box, Drawer, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { isStaffRole } from '../rules/access';
import { subItems } from '../rules/menus';
import { sectionOfPath } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { BoltSearch } from './BoltSearch';
import { CertificateBadge } from './CertificateBadge';
import { Logo } from './Logo';
import { SideMenuList } from './SideMenuList';
import { TopMenuList } from './TopMenuList';
import { useBoltContext } from './useBoltContext';
import { useTopMenu } from './useTopMenu';
import { useViewer } from './useViewer';

/** Spec 1 §2 on mobile: a drawer with the Bolt search, the top menu, the section's and the Bolt's menus. */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const { main, more, active } = useTopMenu();
  const { boltItems, siteItems } = useBoltContext();
  return (
    <Drawer open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(88vw, 340px)' } } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
        <Logo label={translate('app.brand')} />
        <IconButton onClick={onClose} aria-label={translate('app.shell.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ px: 2, pb: 1, display: 'grid', gap: 1, justifyItems: 'start' }}>
        <BoltSearch onNavigate={onClose} />
        {isStaffRole(viewer.role) && <CertificateBadge onNavigate={onClose} />}
      </Box>
      <Box component="nav" aria-label={translate('app.shell.mainMenu')}>
        <TopMenuList entries={main} active={active} onNavigate={onClose} />
        <SideMenuList title="app.shell.sectionNav" items={subItems(sectionOfPath(pathname, routes), viewer, routes)} onNavigate={onClose} />
        <SideMenuList title="app.sidebar.boltMenu" items={boltItems} onNavigate={onClose} />
        <SideMenuList title="app.sidebar.siteMenu" items={siteItems} onNavigate={onClose} />
        <TopMenuList title="app.shell.staffTools" entries={more} active={active} onNavigate={onClose} />
      </Box>
    </Drawer>
  );
}
