import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { isStaffRole } from '../../rules/access';
import { AccountLinksCard } from './AccountLinksCard';
import { CustomerRecordCard } from './CustomerRecordCard';
import { NoCustomerRecord } from './NoCustomerRecord';
import { ProfileSummary } from './ProfileSummary';
import { useSyncIdentity, useUserProfile } from './useProfile';

/**
 * /account (route account, "Settings" in the account menu, spec 1 §2): who is signed in, the
 * account's customer record, and the way to the other account pages. Staff and admins have no
 * customer record: they see their own user information only.
 */
export default function AccountPage() {
  const translate = useTranslate();
  const { data: profile, error, refetch } = useUserProfile();
  useSyncIdentity(profile);
  return (
    <Box>
      <PageHeader title={translate('app.routes.account')} intro={translate('app.profile.intro')} />
      {error ? (
        <LoadError title="app.profile.loadFailed" error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {profile ? <ProfileSummary profile={profile} /> : <BlockSkeleton rows={1} />}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
            {!profile ? <BlockSkeleton rows={5} /> : isStaffRole(profile.role) ? <NoCustomerRecord /> : <CustomerRecordCard />}
            <AccountLinksCard />
          </Box>
        </Box>
      )}
    </Box>
  );
}
