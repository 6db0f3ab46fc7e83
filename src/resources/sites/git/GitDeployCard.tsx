import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { GitRepository } from '../../../dataProvider/calls/git';
import { InfoRow } from '../../../components/InfoRow';
import { Moment } from '../../../components/Moment';
import { shortHash } from '../../../rules/git';
import { SectionCard } from '../../../components/SectionCard';
import { deployButtonLabel } from './deployButton';
import { GitAutopullSwitch } from './GitAutopullSwitch';
import { useDeployGit } from './useDeployGit';
import { useDeployOutcomeToast } from './useDeployOutcomeToast';

interface GitDeployCardProps {
  envId: string;
  repository: GitRepository;
  deploying: boolean;
  onRefresh: () => void;
}

/** Deploy on every push, the last deployment and the Deploy now / deploying / deployed button (spec 2 §2.4). */
export function GitDeployCard({ envId, repository, deploying, onRefresh }: GitDeployCardProps) {
  const translate = useTranslate();
  // A refused deployment is stored too (the last deployment failed), so the card is read again either way.
  const deploy = useDeployGit(envId);
  const busy = deploy.isPending || deploying;
  useDeployOutcomeToast(repository, deploying);
  const commit = repository.commit;

  const empty = translate('app.git.never');
  const actions = (
    <Button size="small" startIcon={<RefreshIcon />} onClick={onRefresh}>
      {translate('app.git.refresh')}
    </Button>
  );
  return (
    <SectionCard title="app.git.deployment" icon={<CloudUploadOutlinedIcon fontSize="small" />} action={actions}>
      <GitAutopullSwitch envId={envId} autopull={repository.autopull} branch={repository.branch} />
      <dl style={{ margin: 0 }}>
        <InfoRow label="app.git.lastDeployment">{repository.last_trigger ? <Moment value={repository.last_trigger} relative /> : empty}</InfoRow>
        {/* The short hash as git shows it; the whole one in its tooltip and the copy. */}
        <InfoRow label="app.git.commit" code copy={commit}>
          {commit ? <span title={commit}>{shortHash(commit)}</span> : empty}
        </InfoRow>
        <InfoRow label="app.git.message">{repository.last_message ?? empty}</InfoRow>
      </dl>
      {repository.last_status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {translate('app.git.lastFailed')}
        </Alert>
      )}
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          onClick={() => deploy.mutate(undefined, { onError: onRefresh })}
          disabled={busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {translate(deployButtonLabel(busy, repository.last_status))}
        </Button>
      </Box>
    </SectionCard>
  );
}
