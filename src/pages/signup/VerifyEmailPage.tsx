import { Alert, AlertTitle, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { startSession } from '../../authProvider/login';
import { toAccessToken } from '../../authProvider/tokenStore';
import { useUnwrappedPanelDataProvider } from '../../dataProvider/usePanelDataProvider';

/**
 * /verify-email (signup-verify-email): the mailed link's page. It spends the link once, which
 * signs the new customer in, and goes on to the post-signup wizard (or the panel when signup is done).
 */
export default function VerifyEmailPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const dataProvider = useUnwrappedPanelDataProvider();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [failure, setFailure] = useState<string | null>(token ? null : translate('app.signup.noToken'));
  // The link works once: React's development double effect must not spend it twice.
  const spent = useRef(false);

  useEffect(() => {
    if (!token || spent.current) return;
    spent.current = true;
    dataProvider.verifyEmail(token).then(
      (info) => navigate(startSession(toAccessToken(info)).redirectTo, { replace: true }),
      (error: unknown) => setFailure(error instanceof Error ? error.message : String(error)),
    );
  }, [token, dataProvider, navigate]);

  if (failure) {
    return (
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h1" variant="h2">
          {translate('app.signup.verifyFailedTitle')}
        </Typography>
        <Alert severity="error">
          <AlertTitle>{failure}</AlertTitle>
        </Alert>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
          <Button href="/login" variant="contained">
            {translate('app.signup.signIn')}
          </Button>
          <Button href="/signup" variant="outlined">
            {translate('app.signup.signupAgain')}
          </Button>
        </Box>
      </Box>
    );
  }
  return (
    <Box role="status" sx={{ display: 'grid', justifyItems: 'center', gap: 2, py: 2 }}>
      <CircularProgress aria-hidden />
      <Typography component="h1" variant="h4">
        {translate('app.signup.verifying')}
      </Typography>
    </Box>
  );
}
