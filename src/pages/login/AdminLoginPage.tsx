import { useState } from 'react';
import { useLogin } from 'react-admin';
import { Navigate } from 'react-router';
import { validToken } from '../../authProvider/tokenStore';
import { LoginScreen } from './LoginScreen';

/** react-admin's login page: the same screen as main.tsx shows, signing in through the auth provider. */
export default function AdminLoginPage() {
  const login = useLogin();
  // Decided once on arrival, so the sign-in that just stored a token is not also redirected here.
  const [signedIn] = useState(() => validToken() !== null);
  // Spec 1 §2: an already authenticated user is sent to landing.
  if (signedIn) return <Navigate to="/" replace />;
  return <LoginScreen onLogin={(username, password, code) => login({ username, password, code })} />;
}
