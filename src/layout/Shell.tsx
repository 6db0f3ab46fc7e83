import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, TitlePortal } from 'react-admin';
import { useLocation } from 'react-router';
import { VersionNotice } from '../components/VersionNotice';
import { ChatWidget } from '../components/chat/ChatWidget';
import { matchRoute } from '../rules/routeMatch';
import { routes } from '../routes/table';
import { RouteGuard } from './RouteGuard';
import { SecondLevelNav } from './SecondLevelNav';
import { SideBar } from './SideBar';
import { MAIN_ID, SkipLink } from './SkipLink';
import { TopBar } from './TopBar';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * react-admin's layout: the app layout of spec 1 §2 (top bar, second-level navigation, side bar on
 * Bolt paths) and, for landing, the navigation layout (the same without side bar).
 */
export function Shell({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const match = matchRoute(pathname, routes);
  const withSideBar = match.kind !== 'route' || match.route.layout === 'app';
  useDocumentTitle();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <TopBar />
      <SecondLevelNav />
      <Box sx={{ flex: 1, display: 'flex' }}>
        {withSideBar && <SideBar />}
        <Box
          component="main"
          id={MAIN_ID}
          tabIndex={-1}
          sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, lg: 4 }, py: { xs: 2, sm: 3 }, outline: 'none' }}
        >
          <Box sx={{ maxWidth: 1280, mx: 'auto' }}>
            <TitlePortal component="h1" variant="h1" sx={{ mb: 2.5, whiteSpace: 'normal', color: 'text.primary', '&:empty': { display: 'none' } }} />
            <RouteGuard>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </RouteGuard>
          </Box>
        </Box>
      </Box>
      <VersionNotice />
      <ChatWidget />
    </Box>
  );
}
