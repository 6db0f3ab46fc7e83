import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { IncomingTransfersBanner } from '../resources/bolts/transfer/IncomingTransfersBanner';
import { useViewer } from '../layout/useViewer';
import { isStaffRole } from '../rules/access';
import { splitFullName } from '../rules/name';
import { topMenu } from '../rules/menus';
import { routes } from '../routes/table';
import { BoltsCard } from './landing/BoltsCard';
import { LinksCard } from './landing/LinksCard';
import { StartLearningCard } from './landing/StartLearningCard';

const ACCOUNT_LINKS = [
  { path: '/account', title: 'app.routes.account' },
  { path: '/security-settings', title: 'app.routes.security' },
  { path: '/appearance', title: 'app.routes.appearance' },
  { path: '/ssh-keys', title: 'app.routes.sshKeys' },
  { path: '/billing', title: 'app.routes.billing' },
];

/** Landing (/): a greeting, the user's Bolts, account shortcuts and, for staff, the back-office tools. */
export default function LandingPage() {
  const translate = useTranslate();
  const viewer = useViewer();
  const { identity } = useGetIdentity();
  const { firstName } = splitFullName(String(identity?.fullName ?? ''));
  const staff = isStaffRole(viewer.role);
  return (
    <Box>
      <Typography component="h1" variant="h1">
        {firstName ? translate('app.landing.greeting', { name: firstName }) : translate('app.landing.welcome')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {translate('app.landing.intro')}
      </Typography>
      <IncomingTransfersBanner />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        {!staff && <StartLearningCard />}
        <BoltsCard title={staff ? 'app.routes.bolts' : 'app.landing.boltsTitle'} />
        <LinksCard title="app.landing.accountTitle" intro="app.landing.accountIntro" links={ACCOUNT_LINKS} />
        {staff && (
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <LinksCard title="app.landing.staffTitle" intro="app.landing.staffIntro" links={topMenu(viewer, routes).more} columns={3} />
          </Box>
        )}
      </Box>
    </Box>
  );
}
