import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ChangePasswordCard } from './ChangePasswordCard';
import { MfaCard } from './MfaCard';
import { SessionsCard } from './SessionsCard';

/** /security-settings, "Security & Password" (spec 1 §1, §2): the password, two-step verification and signed-in sessions. */
export default function SecuritySettingsPage() {
  const translate = useTranslate();
  return (
    <Box>
      <Typography component="h1" variant="h1" sx={{ mb: 1 }}>
        {translate('app.routes.security')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate('app.security.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
        <ChangePasswordCard />
        <MfaCard />
        <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
          <SessionsCard />
        </Box>
      </Box>
    </Box>
  );
}
