import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

/** Spec 1 §2: storage changes only on dedicated Bolts; shared ones get more storage with a larger plan. */
export function NotDedicatedNotice({ boltId }: { boltId: string }) {
  const translate = useTranslate();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <InfoOutlinedIcon color="primary" sx={{ mt: 0.25 }} />
        <Box>
          <Typography component="h2" variant="h5">
            {translate('app.storage.dedicatedOnly')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {translate('app.storage.sharedText')}
          </Typography>
          <Button component={Link} to={`/bolts/${boltId}/plan-and-billing/switch`} variant="outlined">
            {translate('app.storage.comparePlans')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
