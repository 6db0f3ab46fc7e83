import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { GitBranchForm } from './GitBranchForm';
import type { GitRepository } from '../../../dataProvider/calls/git';

/** The repository's facts (spec 2 §2.4): SSH URL, local path, branch, deployment webhook. */
export function GitDetailsCard({ envId, repository }: { envId: string; repository: GitRepository }) {
  const translate = useTranslate();
  // The API gives the webhook relative to the panel, which serves the API on the same origin.
  const webhook = `${window.location.origin}${repository.deploymentUrl}`;
  const external = repository.repositoryUrl && (
    <Tooltip title={translate('app.git.openRepository')}>
      <IconButton
        size="small"
        component="a"
        href={repository.repositoryUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.git.openRepository')}
      >
        <OpenInNewIcon fontSize="inherit" />
      </IconButton>
    </Tooltip>
  );
  return (
    <SectionCard title="app.git.repository" icon={<SettingsEthernetIcon fontSize="small" />}>
      <dl style={{ margin: 0 }}>
        <InfoRow label="app.git.sshUrl" code action={external}>
          {repository.repodef}
        </InfoRow>
        <InfoRow label="app.git.localPath" code>
          {repository.deployPath}
        </InfoRow>
        <InfoRow label="app.git.branch">
          {/* Keyed by the stored branch, so the form starts again from it after an update. */}
          <GitBranchForm key={repository.branch} envId={envId} branch={repository.branch} />
        </InfoRow>
        <InfoRow label="app.git.deploymentUrl" code copy={webhook}>
          {webhook}
        </InfoRow>
      </dl>
    </SectionCard>
  );
}
