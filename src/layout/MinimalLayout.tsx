import { Box, Paper } from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { Logo } from './Logo';

/** Spec 1 §2 minimal layout (login, blocked, signup pages): a centred card, no menus. */
export function MinimalLayout({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Box sx={{ width: '100%', maxWidth: 480 }}>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
          <Logo label={translate('app.brand')} />
        </Box>
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: '20px' }}>
          {/* Pages load lazily: the card stays while the page arrives. */}
          <Suspense fallback={<Loading />}>{children}</Suspense>
        </Paper>
      </Box>
    </Box>
  );
}
