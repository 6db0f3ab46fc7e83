import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, CircularProgress, Paper, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import type { ConnectedRepository, GitConnectEvent } from './machine';

interface DeployKeyStepProps {
  repository: ConnectedRepository | null;
  generating: boolean;
  keyFailed: boolean;
  testing: boolean;
  error: string | null;
  send: (event: GitConnectEvent) => void;
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' } as const;

/** Step deploy_key 'SSH key connection' (spec 2 §2.4): the key to add to the git host, then Test connection. */
export function DeployKeyStep({ repository, generating, keyFailed, testing, error, send }: DeployKeyStepProps) {
  const translate = useTranslate();
  const key = repository?.publickey;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography component="h1" variant="h2" gutterBottom>
          {translate('app.gitConnect.steps.key')}
        </Typography>
        <Typography color="text.secondary">{translate('app.gitConnect.keyIntro')}</Typography>
      </Box>
      {error && (
        <Alert
          severity="error"
          action={
            keyFailed ? (
              <Button color="inherit" size="small" onClick={() => send({ type: 'RETRY_KEY' })}>
                {translate('app.sites.retry')}
              </Button>
            ) : undefined
          }
        >
          {error}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        {generating ? (
          <Skeleton sx={{ flex: 1 }} height={48} />
        ) : (
          <Typography component="code" sx={{ ...mono, flex: 1 }} data-testid="deploy-key">
            {key}
          </Typography>
        )}
        {key && !generating && <CopyButton value={key} />}
      </Paper>
      {repository?.deployKeySettingsUrl ? (
        <Box>
          <Button
            variant="outlined"
            component="a"
            href={repository.deployKeySettingsUrl}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<OpenInNewIcon />}
          >
            {translate('app.gitConnect.openKeySettings')}
          </Button>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.gitConnect.otherHost')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button onClick={() => send({ type: 'BACK' })} disabled={testing}>
          {translate('app.gitConnect.back')}
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={() => send({ type: 'TEST' })}
          disabled={generating || keyFailed || testing}
          startIcon={testing ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate('app.gitConnect.test')}
        </Button>
      </Box>
    </Box>
  );
}
