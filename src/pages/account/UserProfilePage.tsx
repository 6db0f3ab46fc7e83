import { Box } from '@mui/material';
import { BlockSkeleton } from '../../components/BlockSkeleton';
import { LoadError } from '../../components/LoadError';
import { PageHeader } from '../../components/PageHeader';
import { useTranslate } from 'react-admin';
import { PictureCard } from './PictureCard';
import { ProfileForm } from './ProfileForm';
import { useSyncIdentity, useUserProfile } from './useProfile';

/** /user-profile (route user-information, spec 1 §2): the signed-in person's name, e-mail, mobile number and picture. */
export default function UserProfilePage() {
  const translate = useTranslate();
  const { data: profile, error, refetch } = useUserProfile();
  useSyncIdentity(profile);
  return (
    <Box>
      <PageHeader title={translate('app.routes.userProfile')} intro={translate('app.profile.userIntro')} />
      {error ? (
        <LoadError title="app.profile.loadFailed" error={error} onRetry={() => void refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(260px, 1fr) 2fr' }, alignItems: 'start' }}>
          {profile ? <PictureCard profile={profile} /> : <BlockSkeleton rows={3} />}
          {profile ? <ProfileForm profile={profile} /> : <BlockSkeleton rows={5} />}
        </Box>
      )}
    </Box>
  );
}
