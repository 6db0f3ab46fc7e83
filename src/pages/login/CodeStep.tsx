import { Box, Button, CircularProgress, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { translate } from './translate';

interface CodeStepProps {
  pending: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/**
 * The sign-in's second step once MFA is on: the code the authenticator app shows, or a recovery
 * code. The browser may fill it in (autocomplete one-time-code); digits and dashes are both typed here.
 */
export function CodeStep({ pending, onSubmit, onBack }: CodeStepProps) {
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (code.trim()) onSubmit(code.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <TextField
        label={translate('app.login.code')}
        name="code"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={submitted && !code.trim()}
        helperText={submitted && !code.trim() ? translate('app.login.required') : translate('app.login.codeHelp')}
        slotProps={{
          htmlInput: {
            autoCapitalize: 'none',
            spellCheck: false,
            sx: { letterSpacing: '0.12em', fontFamily: 'ui-monospace, Menlo, Consolas, monospace' },
          },
        }}
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} sx={{ py: 1.25 }}>
        {pending ? <CircularProgress size={24} color="inherit" aria-label={translate('app.login.loading')} /> : translate('app.login.verify')}
      </Button>
      <Button variant="text" onClick={onBack} disabled={pending}>
        {translate('app.login.back')}
      </Button>
    </Box>
  );
}
