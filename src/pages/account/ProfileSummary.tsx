import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { PictureAvatar } from '../../components/PictureAvatar';
import type { UserProfile } from '../../rules/schemas/records/profile';

/** Who is signed in: picture, name, e-mail address and role, with the way to change them. */
export function ProfileSummary({ profile }: { profile: UserProfile }) {
  const translate = useTranslate();
  const fullName = `${profile.firstName} ${profile.lastName}`;
  return (
    <Card>
      <CardContent
        sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
      >
        <PictureAvatar picture={profile.picture} fullName={fullName} size={64} />
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
              {fullName}
            </Typography>
            <Chip size="small" label={translate(`app.profile.role.${profile.role}`)} />
          </Box>
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {profile.email}
          </Typography>
        </Box>
        <Button component={Link} to="/user-profile" variant="outlined" startIcon={<EditOutlinedIcon />}>
          {translate('app.routes.userProfile')}
        </Button>
      </CardContent>
    </Card>
  );
}
