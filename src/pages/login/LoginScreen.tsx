import { Alert, Box, Link, Paper, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { MfaRequiredError } from '../../authProvider/login';
import { forgetLoginNotice, readLoginNotice } from '../../authProvider/loginNotice';
import { Logo } from '../../layout/Logo';
import { CodeStep } from './CodeStep';
import { LoginBrandPanel } from './LoginBrandPanel';
import { PasswordStep } from './PasswordStep';
import { translate } from './translate';

export interface LoginScreenProps {
  /**
   * Signs in (with the MFA code once asked for one); rejects with an Error whose message is the
   * spec 1 §8 text to show, or with MfaRequiredError when a code is needed.
   */
  onLogin: (username: string, password: string, code?: string) => Promise<unknown>;
}

/**
 * The sign-in page (spec 1 §2, §5, §8): why the person is here (after an authentication failure,
 * or a new password), e-mail and password, then the MFA code when the account asks for one. It
 * imports no react-admin, so main.tsx can show it with a small first download; inside the panel
 * the same screen is react-admin's login page.
 */
export function LoginScreen({ onLogin }: LoginScreenProps) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState(readLoginNotice);
  // Said once: a reload of the sign-in page starts without it.
  useEffect(() => forgetLoginNotice(), []);

  const signIn = async (code?: string) => {
    setPending(true);
    setError(null);
    setNotice(null);
    try {
      await onLogin(username.trim(), password, code);
    } catch (failure) {
      if (failure instanceof MfaRequiredError) {
        setStep('code');
        setError(failure.wrongCode ? failure.message : null);
      } else {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
      setPending(false);
    }
  };

  const back = () => {
    setStep('password');
    setPassword('');
    setError(null);
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' } }}>
      <LoginBrandPanel />
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 }, bgcolor: 'background.default' }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 5 }, borderRadius: '20px' }}>
          <Box sx={{ display: { md: 'none' }, mb: 3 }}>
            <Logo label={translate('app.brand')} />
          </Box>
          <Typography component="h1" variant="h2">
            {translate(step === 'code' ? 'app.login.codeTitle' : 'app.login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {translate(step === 'code' ? 'app.login.codeText' : 'app.login.subtitle')}
          </Typography>
          <Box sx={{ mt: 3, display: 'grid', gap: 2 }}>
            {notice && (
              <Alert severity={notice.severity} sx={{ whiteSpace: 'pre-line' }}>
                {notice.text}
              </Alert>
            )}
            {error && (
              <Alert severity="error" sx={{ whiteSpace: 'pre-line' }}>
                {error}
              </Alert>
            )}
            {step === 'password' ? (
              <PasswordStep
                username={username}
                onUsername={setUsername}
                password={password}
                onPassword={setPassword}
                pending={pending}
                onSubmit={() => signIn()}
              />
            ) : (
              <CodeStep pending={pending} onSubmit={(code) => signIn(code)} onBack={back} />
            )}
          </Box>
          {step === 'password' && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
              {translate('app.login.noAccount')} <Link href="/signup">{translate('app.login.signup')}</Link>
            </Typography>
          )}
        </Paper>
      </Box>
    </Box>
  );
}
