import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { isStaffRole } from '../rules/access';
import { NAV_BAR_HEIGHT } from '../rules/navigation';
import { subItems } from '../rules/menus';
import { sectionOfPath } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { BoltSearch } from './BoltSearch';
import { CertificateBadge } from './CertificateBadge';
import { SubNav } from './SubNav';
import { useViewer } from './useViewer';

const BOLT_LIST = '/bolts';

/**
 * Spec 1 §2 second-level navigation: Bolt search, the section's sub-items and, for staff, the
 * certificate badge. On the Bolt list itself the list's own search is the Bolt search (one search
 * box per list; spec 1 §2: staff "search all Bolts from the Bolt list").
 */
export function SecondLevelNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const viewer = useViewer();
  const items = subItems(sectionOfPath(pathname, routes), viewer, routes);
  return (
    <Box
      component="nav"
      aria-label={translate('app.shell.sectionNav')}
      sx={{
        height: NAV_BAR_HEIGHT,
        display: { xs: 'none', md: 'flex' },
        alignItems: 'center',
        gap: 2,
        px: 3,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {pathname !== BOLT_LIST && (
        <Box sx={{ width: 280, flexShrink: 0 }}>
          <BoltSearch />
        </Box>
      )}
      <SubNav items={items} />
      {isStaffRole(viewer.role) && <CertificateBadge />}
    </Box>
  );
}
