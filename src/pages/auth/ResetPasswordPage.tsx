import { Box, Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

/**
 * /reset-password (minimal layout, public; an addition to spec 1 §2, reached from the sign-in
 * page's "Forgot your password?"): without a token it asks for a link, with the mailed link's
 * `token` it sets the new password.
 */
export default function ResetPasswordPage() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
      <Link component={RouterLink} to="/login" variant="body2" sx={{ justifySelf: 'center' }}>
        {translate('app.passwordReset.backToLogin')}
      </Link>
    </Box>
  );
}
