import { Box } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { MAIN_ID } from './SkipLink';
import { TopBar } from './TopBar';

/** Spec 1 §2 topbar layout (Bolt transfer): the top bar without menus, then the page. */
export function TopbarLayout({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <TopBar menu={false} />
      <Box component="main" id={MAIN_ID} sx={{ maxWidth: 960, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, sm: 5 } }}>
        {/* Pages load lazily: the top bar stays while the page arrives. */}
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </Box>
    </Box>
  );
}
