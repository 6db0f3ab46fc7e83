import { Alert, Box, Button, CircularProgress, Link, Paper, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { Logo } from '../../layout/Logo';
import { LoginBrandPanel } from './LoginBrandPanel';
import { PasswordField } from './PasswordField';
import { translate } from './translate';

export interface LoginScreenProps {
  /** Signs in; rejects with an Error whose message is the spec 1 §8 text to show. */
  onLogin: (username: string, password: string) => Promise<unknown>;
}

/**
 * The sign-in page (spec 1 §2, §5, §8). It imports no react-admin, so main.tsx can show it with a
 * small first download; inside the panel the same screen is react-admin's login page.
 */
export function LoginScreen({ onLogin }: LoginScreenProps) {
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const required = translate('app.login.required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!username.trim() || !password) return;
    setPending(true);
    setError(null);
    try {
      await onLogin(username.trim(), password);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setPending(false);
    }
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
            {translate('app.login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
            {translate('app.login.subtitle')}
          </Typography>
          {error && (
            <Alert severity="error" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
              {error}
            </Alert>
          )}
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label={translate('app.login.email')}
              type="email"
              name="username"
              autoComplete="username"
              autoFocus
              required
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={submitted && !username.trim()}
              helperText={submitted && !username.trim() ? required : undefined}
            />
            <PasswordField
              label={translate('app.login.password')}
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={submitted && !password}
              helperText={submitted && !password ? required : undefined}
            />
            <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ mt: 1, py: 1.25 }}>
              {pending ? <CircularProgress size={24} color="inherit" aria-label={translate('app.login.loading')} /> : translate('app.login.submit')}
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 3, textAlign: 'center' }}>
            {translate('app.login.noAccount')} <Link href="/signup">{translate('app.login.signup')}</Link>
          </Typography>
        </Paper>
      </Box>
    </Box>
  );
}
