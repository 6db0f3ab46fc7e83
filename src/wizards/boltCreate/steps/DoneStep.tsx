import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { normalizeSiteUrl } from '../../../rules/schemas/boltCreate';
import { useBoltCreate } from '../BoltCreateActor';

/** done: the new Bolt, with the way to its page (/bolts/{id}). */
export function DoneStep() {
  const translate = useTranslate();
  const { context } = useBoltCreate();
  if (!context.bolt) return null;
  return (
    <Card component="section" aria-labelledby="bolt-created">
      <CardContent sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'grid', justifyItems: 'center', gap: 2 }}>
        <Box sx={{ width: 72, height: 72, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'action.selected' }}>
          <CheckCircleIcon color="success" sx={{ fontSize: 44 }} aria-hidden />
        </Box>
        <Typography id="bolt-created" variant="h1" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {translate('app.boltCreate.done.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 520 }}>
          {translate(context.trial ? 'app.boltCreate.done.trialText' : 'app.boltCreate.done.text', {
            name: context.bolt.name,
            url: normalizeSiteUrl(context.url),
          })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', justifyContent: 'center', mt: 1 }}>
          <Button component={Link} to={`/bolts/${context.bolt.id}`} variant="contained" size="large">
            {translate('app.boltCreate.done.open')}
          </Button>
          <Button component={Link} to="/bolts" color="inherit" size="large">
            {translate('app.boltCreate.done.all')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
