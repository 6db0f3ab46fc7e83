import { Alert, Box, Button, InputAdornment, Typography } from '@mui/material';
import { Form, TextInput, useTranslate } from 'react-admin';
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

/**
 * Step connect_repository 'Provide details' (spec 2 §2.4): a react-admin form with the API's own
 * schema, whose spec 2 §5 messages show for a field as it is typed.
 */
export function DetailsStep({ initial, saving, error, onSubmit }: DetailsStepProps) {
  const translate = useTranslate();
  const defaults = {
    repodef: initial?.repodef ?? '',
    branch: initial?.branch ?? GIT_DEFAULTS.branch,
    localpath: initial?.localpath ?? GIT_DEFAULTS.localpath,
  };
  return (
    <Form
      defaultValues={defaults}
      validate={validate}
      mode="onChange"
      disableInvalidFormNotification
      onSubmit={(values: Record<string, unknown>) => onSubmit(gitConnectSchema.parse(values))}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <Typography component="h1" variant="h2" gutterBottom>
            {translate('app.gitConnect.steps.details')}
          </Typography>
          <Typography color="text.secondary">{translate('app.gitConnect.detailsIntro')}</Typography>
        </Box>
        {error && <Alert severity="error">{error}</Alert>}
        <TextInput
          source="repodef"
          label="app.gitConnect.sshUrl"
          helperText="app.gitConnect.help.repodef"
          placeholder="git@github.com:octocat/Hello-World.git"
          autoFocus
          fullWidth
          margin="none"
        />
        <TextInput source="branch" label="app.git.branch" helperText="app.gitConnect.help.branch" fullWidth margin="none" />
        <TextInput
          source="localpath"
          label="app.gitConnect.deployPath"
          helperText="app.gitConnect.help.localpath"
          fullWidth
          margin="none"
          slotProps={{ input: { startAdornment: <InputAdornment position="start">{GIT_PATH_PREFIX}</InputAdornment> } }}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving}>
            {translate('app.gitConnect.next')}
          </Button>
        </Box>
      </Box>
    </Form>
  );
}
