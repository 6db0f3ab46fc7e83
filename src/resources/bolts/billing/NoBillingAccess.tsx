import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** For people whose role in the Bolt does not include its plan (developers): why the page is empty. */
export function NoBillingAccess() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 3, sm: 4 }, display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <LockOutlinedIcon color="action" sx={{ mt: 0.25 }} />
        <Box>
          <Typography component="h2" variant="h5">
            {translate('app.plan.noAccessTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate('app.plan.noAccessText')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
