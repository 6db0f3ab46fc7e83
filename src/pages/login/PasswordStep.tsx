import { Box, Button, CircularProgress, Link, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { PasswordField } from './PasswordField';
import { translate } from './translate';

interface PasswordStepProps {
  username: string;
  onUsername: (username: string) => void;
  password: string;
  onPassword: (password: string) => void;
  pending: boolean;
  onSubmit: () => void;
}

/** The sign-in's first step (spec 1 §5): e-mail and password, both required, and the way to a new password. */
export function PasswordStep({ username, onUsername, password, onPassword, pending, onSubmit }: PasswordStepProps) {
  const [submitted, setSubmitted] = useState(false);
  const required = translate('app.login.required');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (username.trim() && password) onSubmit();
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={translate('app.login.email')}
        type="email"
        name="username"
        autoComplete="username"
        autoFocus
        required
        value={username}
        onChange={(event) => onUsername(event.target.value)}
        error={submitted && !username.trim()}
        helperText={submitted && !username.trim() ? required : undefined}
      />
      <PasswordField
        label={translate('app.login.password')}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => onPassword(event.target.value)}
        error={submitted && !password}
        helperText={submitted && !password ? required : undefined}
      />
      <Link href="/reset-password" variant="body2" sx={{ justifySelf: 'end', mt: -1 }}>
        {translate('app.login.forgotPassword')}
      </Link>
      <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
        {pending ? <CircularProgress size={24} color="inherit" aria-label={translate('app.login.loading')} /> : translate('app.login.submit')}
      </Button>
    </Box>
  );
}
