import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** After POST auth/signup: the API's words, the address the link went to, and the way back. */
export function SignupSent({ email, message }: { email: string; message: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 2 }} role="status">
      <Box
        aria-hidden
        sx={{
          width: 56,
          height: 56,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <MarkEmailReadOutlinedIcon />
      </Box>
      <Typography component="h1" variant="h2">
        {translate('app.signup.sentTitle')}
      </Typography>
      <Typography>{message}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{translate('app.signup.sentTo', { email })}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('app.signup.sentHelp')}
      </Typography>
      <Button href="/login" variant="outlined" sx={{ mt: 1 }}>
        {translate('app.signup.backToLogin')}
      </Button>
    </Box>
  );
}
