import { useEffect, useRef } from 'react';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useNavigate, useSearchParams } from 'react-router';
import { failAuthentication } from '../../authProvider';
import { Waiting } from './Waiting';

/**
 * /auth (route name auth, public): a token handed over by URL (`?token=` or `?access_token=`) is
 * checked and kept for ten days (spec 1 §9), then the person goes where a sign-in goes (spec 1 §4).
 * A link that says authentication failed (`?error=`, `?error_description=`), or a token refused,
 * is an authentication failure (spec 1 §8): local storage cleared, the sign-in page says why.
 */
export default function TokenSignInPage() {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !authProvider) return;
    started.current = true;
    const token = params.get('token') ?? params.get('access_token');
    const fail = (description?: string) => {
      failAuthentication(description || undefined);
      navigate('/login', { replace: true });
    };
    if (params.has('error') || params.has('error_description') || !token) return fail(params.get('error_description') ?? undefined);
    authProvider.login({ token }).then(
      // A new page load: the panel starts signed in, and the token leaves the address bar and history.
      ({ redirectTo }: { redirectTo: string }) => window.location.replace(redirectTo),
      (error: Error) => fail(error.message),
    );
  }, [authProvider, navigate, params]);

  return <Waiting text={translate('app.accountLinks.signingIn')} />;
}
