import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { readToken } from '../../../authProvider/tokenStore';

/** No transfer of this Bolt concerns the signed-in person: most often a link opened with another login. */
export function TransferNotFound() {
  const translate = useTranslate();
  const email = readToken()?.accountEmail ?? '';
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <SearchOffIcon color="action" sx={{ mt: 0.25 }} />
        <Box>
          <Typography component="h2" variant="h4">
            {translate('app.transfer.notFoundTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            {translate('app.transfer.notFoundText', { email })}
          </Typography>
          <Button component={Link} to="/" variant="outlined">
            {translate('app.notAvailable.back')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
