import { Alert, Box, Button, InputAdornment, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { GIT_DEFAULTS, GIT_PATH_PREFIX } from '../../rules/git';
import { gitConnectSchema, type GitConnectInput } from '../../rules/schemas/git';
import { zodValidate } from '../../resources/zodValidate';

const validate = zodValidate(gitConnectSchema);

interface DetailsStepProps {
  initial: GitConnectInput | null;
  saving: boolean;
  error: string | null;
  onSubmit: (details: GitConnectInput) => void;
}

/** Step connect_repository 'Provide details' (spec 2 §2.4); the §5 messages show as the user types. */
export function DetailsStep({ initial, saving, error, onSubmit }: DetailsStepProps) {
  const translate = useTranslate();
  const [values, setValues] = useState({
    repodef: initial?.repodef ?? '',
    branch: initial?.branch ?? GIT_DEFAULTS.branch,
    localpath: initial?.localpath ?? GIT_DEFAULTS.localpath,
  });
  // Messages appear once a field was touched, so an untouched empty form is not all red.
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const errors = validate(values);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      setValues({ ...values, [name]: event.target.value });
      setTouched({ ...touched, [name]: true });
    },
    error: Boolean(touched[name] && errors[name]),
    helperText: (touched[name] && errors[name]) || translate(`app.gitConnect.help.${name}`),
    fullWidth: true,
  });
  const submit = () => {
    setTouched({ repodef: true, branch: true, localpath: true });
    const parsed = gitConnectSchema.safeParse(values);
    if (parsed.success) onSubmit(parsed.data);
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => { event.preventDefault(); submit(); }} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h2" gutterBottom>{translate('app.gitConnect.steps.details')}</Typography>
        <Typography color="text.secondary">{translate('app.gitConnect.detailsIntro')}</Typography>
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField label={translate('app.gitConnect.sshUrl')} placeholder="git@github.com:octocat/Hello-World.git" autoFocus {...field('repodef')} />
      <TextField label={translate('app.git.branch')} {...field('branch')} />
      <TextField
        label={translate('app.gitConnect.deployPath')}
        {...field('localpath')}
        slotProps={{ input: { startAdornment: <InputAdornment position="start">{GIT_PATH_PREFIX}</InputAdornment> } }}
      />
      <Box>
        <Button type="submit" variant="contained" size="large" disabled={saving}>{translate('app.gitConnect.next')}</Button>
      </Box>
    </Box>
  );
}
