import BoltIcon from '@mui/icons-material/Bolt';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Typography,
} from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { LANDING_BOLTS } from './landingBolts';

type Bolt = RaRecord & { name?: string; sitesCount?: number; dedicated?: boolean };

/** The first Bolts (by name) with their total, each opening its Bolt page. */
export function BoltsCard({ title }: { title: string }) {
  const translate = useTranslate();
  const { data = [], total = 0, isPending, error, refetch } = useGetList<Bolt>('bolts', LANDING_BOLTS);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, mb: 1 }}>
          <Typography component="h2" variant="h4">
            {translate(title)}
          </Typography>
          {!isPending && !error && (
            <Typography color="text.secondary" variant="body2">
              {translate('app.landing.boltsCount', { smart_count: total })}
            </Typography>
          )}
        </Box>
        {error && <LoadError title="app.landing.loadFailed" error={error} onRetry={() => refetch()} />}
        {isPending && Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={56} />)}
        {!isPending && !error && data.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate('app.landing.noBolts')}
          </Typography>
        )}
        <List disablePadding>
          {data.map((bolt) => (
            <ListItem key={bolt.id} disablePadding>
              <ListItemButton component={Link} to={`/bolts/${bolt.id}`} sx={{ borderRadius: 2, px: 1.5 }}>
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <Box
                    sx={{
                      width: 32,
                      height: 32,
                      borderRadius: 2,
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'action.selected',
                      color: 'primary.main',
                    }}
                  >
                    <BoltIcon fontSize="small" />
                  </Box>
                </ListItemIcon>
                <ListItemText
                  primary={bolt.name}
                  secondary={`#${bolt.id} · ${translate('app.landing.sitesCount', { smart_count: bolt.sitesCount ?? 0 })}`}
                  slotProps={{ primary: { fontWeight: 600, noWrap: true } }}
                />
                {bolt.dedicated && <Chip size="small" variant="outlined" label={translate('app.landing.dedicated')} sx={{ ml: 1, mr: { sm: 1 } }} />}
                <ChevronRightIcon color="action" sx={{ display: { xs: 'none', sm: 'block' } }} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
        <Button component={Link} to="/bolts" sx={{ mt: 1.5 }}>
          {translate('app.landing.allBolts')}
        </Button>
      </CardContent>
    </Card>
  );
}
