import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ROLE_ORDER } from './memberRules';
import { RoleChip } from './RoleChip';

/** What each role may do in a Bolt, as the API enforces it (src/rules/boltRoles.ts). */
export function RoleGuide() {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography component="h2" variant="h4" sx={{ mb: 2 }}>
          {translate('app.boltUsers.guideTitle')}
        </Typography>
        {/* Beside the list on very wide screens (one column), below it otherwise (side by side). */}
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)', xl: '1fr' } }}
        >
          {ROLE_ORDER.map((role) => (
            <Box key={role}>
              <Box component="dt" sx={{ mb: 0.5 }}>
                <RoleChip role={role} />
              </Box>
              <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
                {translate(`app.boltUsers.roles.${role}.can`)}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
