import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BoltSwitcher } from './BoltSwitcher';
import { SideMenuList } from './SideMenuList';
import { SiteSwitcher } from './SiteSwitcher';
import { useBoltContext } from './useBoltContext';

/** Spec 1 §2 side bar on Bolt paths: Bolt switcher and Bolt-level menu, site switcher and site-level menu. */
export function SideBar() {
  const translate = useTranslate();
  const { boltId, envId, bolt, boltItems, siteItems } = useBoltContext();
  if (boltId === undefined) return null;
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'block' },
        width: 264,
        flexShrink: 0,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <Box
        component="nav"
        aria-label={translate('app.sidebar.label')}
        sx={{ position: 'sticky', top: 64, maxHeight: 'calc(100vh - 64px)', overflowY: 'auto', py: 2 }}
      >
        <Box sx={{ px: 2 }}>
          <BoltSwitcher boltId={boltId} bolt={bolt} />
        </Box>
        <SideMenuList title="app.sidebar.boltMenu" items={boltItems} showTitle={false} />
        <Box sx={{ px: 2, pt: 2 }}>
          <SiteSwitcher boltId={boltId} envId={envId} />
        </Box>
        <SideMenuList title="app.sidebar.siteMenu" items={siteItems} showTitle={false} />
      </Box>
    </Box>
  );
}
