import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { validToken } from '../authProvider/tokenStore';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { useBoltContext } from '../layout/useBoltContext';
import type { PanelRoute } from '../routes/types';

/** A route of spec 1 §2 whose page is not built yet: its title and a clear notice, inside its layout. */
export function NotAvailablePage({ route, bare = false }: { route: PanelRoute; bare?: boolean }) {
  const translate = useTranslate();
  const { boltId, envId } = useBoltContext();
  const signedIn = validToken() !== null;
  const body = (
    <Box sx={{ display: 'grid', justifyItems: 'start', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{ width: 48, height: 48, borderRadius: 3, display: 'grid', placeItems: 'center', bgcolor: 'action.selected', color: 'primary.main' }}
      >
        <ConstructionOutlinedIcon />
      </Box>
      <Typography sx={{ fontWeight: 650, fontSize: '1.1rem' }}>{translate('app.notAvailable.text')}</Typography>
      <Typography color="text.secondary">{translate('app.notAvailable.hint')}</Typography>
      <Button component={Link} to={signedIn ? '/' : '/login'} variant="contained" sx={{ mt: 1 }}>
        {translate(signedIn ? 'app.notAvailable.back' : 'app.notAvailable.signIn')}
      </Button>
    </Box>
  );
  return (
    <Box>
      {boltId !== undefined && <Breadcrumbs boltId={boltId} siteId={envId} />}
      <Typography component="h1" variant="h1" sx={{ mb: 2.5 }}>
        {translate(route.title)}
      </Typography>
      {bare ? (
        body
      ) : (
        <Card>
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>{body}</CardContent>
        </Card>
      )}
    </Box>
  );
}
