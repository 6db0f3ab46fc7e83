import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CopyButton } from '../../components/CopyButton';
import type { ConnectedRepository } from './machine';

/** Step completing (spec 2 §2.4): the webhook URL for the repository, then back to the git page. */
export function CompletingStep({ repository, onDone }: { repository: ConnectedRepository | null; onDone: () => void }) {
  const translate = useTranslate();
  // The API gives the webhook relative to the panel, which serves the API on the same origin.
  const webhook = repository ? `${window.location.origin}${repository.deploymentUrl}` : '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 40 }} />
        <Typography component="h1" variant="h2">
          {translate('app.gitConnect.doneTitle')}
        </Typography>
      </Box>
      <Typography color="text.secondary">{translate('app.gitConnect.webhookIntro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography
          component="code"
          data-testid="deployment-url"
          sx={{ flex: 1, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.8125rem', overflowWrap: 'anywhere' }}
        >
          {webhook}
        </Typography>
        {webhook && <CopyButton value={webhook} />}
      </Paper>
      <Box>
        <Button variant="contained" size="large" onClick={onDone}>
          {translate('app.gitConnect.toRepository')}
        </Button>
      </Box>
    </Box>
  );
}
