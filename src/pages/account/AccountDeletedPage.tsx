import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Where a person lands once their account is deleted (public: every session of theirs has ended). */
export default function AccountDeletedPage() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2 }}>
      <Box
        aria-hidden
        sx={{ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'success.main', color: 'common.white' }}
      >
        <CheckIcon />
      </Box>
      <Typography component="h1" variant="h2">
        {translate('app.accountDeletion.deletedTitle')}
      </Typography>
      <Typography color="text.secondary">{translate('app.accountDeletion.deletedText')}</Typography>
      <Button href="/login" variant="contained" sx={{ mt: 1 }}>
        {translate('app.accountDeletion.toSignIn')}
      </Button>
    </Box>
  );
}
