import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { apiCall } from '../../../dataProvider/send';
import { API_KEY } from '../../../dataProvider/useApiQuery';
import { gitMessages } from '../../../rules/schemas/git';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { deployButtonLabel } from './deployButton';
import { gitQueryKey, type GitRepository } from './useGitRepository';

interface GitDeployCardProps {
  envId: string;
  repository: GitRepository;
  deploying: boolean;
  onRefresh: () => void;
}

/** The last deployment and the Deploy now / deploying / deployed button (spec 2 §2.4). */
export function GitDeployCard({ envId, repository, deploying, onRefresh }: GitDeployCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const busy = starting || deploying;

  const deploy = async () => {
    setStarting(true);
    try {
      const { data } = await apiCall<{ data: { success: boolean; message?: string } }>('POST', `environments/${envId}/git/deploy`);
      if (data.success) notify('app.git.deployed', { type: 'success' });
      else notify(data.message || gitMessages.deployFailed, { type: 'error' });
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : gitMessages.deployFailed, { type: 'error' });
    } finally {
      await queryClient.invalidateQueries({ queryKey: [API_KEY, ...gitQueryKey(envId)] });
      setStarting(false);
    }
  };

  const empty = translate('app.git.never');
  const actions = (
    <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh}>{translate('app.git.refresh')}</Button>
  );
  return (
    <SectionCard title="app.git.deployment" icon={<CloudUploadOutlinedIcon fontSize="small" />} action={actions}>
      <dl style={{ margin: 0 }}>
        <InfoRow label="app.git.lastDeployment">
          {repository.last_trigger ? new Date(repository.last_trigger).toLocaleString() : empty}
        </InfoRow>
        <InfoRow label="app.git.commit" code copy={repository.commit}>{repository.commit ?? empty}</InfoRow>
        <InfoRow label="app.git.message">{repository.last_message ?? empty}</InfoRow>
      </dl>
      {repository.last_status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>{translate('app.git.lastFailed')}</Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={deploy}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(deployButtonLabel(busy, repository.last_status))}
        </Button>
      </Box>
    </SectionCard>
  );
}
