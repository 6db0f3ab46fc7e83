import { Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router';
import { validToken } from '../../authProvider/tokenStore';
import { SignupForm } from './SignupForm';
import { SignupSent } from './SignupSent';

/** /signup (spec 1 §2, minimal layout, customers only): the form, then "check your email". */
export default function SignupPage() {
  const translate = useTranslate();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  // Like /login: someone signed in already has an account.
  if (validToken()) return <Navigate to="/" replace />;
  if (sent) return <SignupSent {...sent} />;
  return (
    <>
      <Typography component="h1" variant="h2">
        {translate('app.signup.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {translate('app.signup.subtitle')}
      </Typography>
      <SignupForm onSent={setSent} />
    </>
  );
}
