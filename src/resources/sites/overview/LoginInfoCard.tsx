import TerminalIcon from '@mui/icons-material/Terminal';
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { sshCommand } from '../siteFacts';
import { sitePath } from '../sitePaths';
import type { SiteRecord } from '../useSite';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { ResetSshPasswordButton } from './ResetSshPasswordButton';

/** Spec 2 §2.12 login info: SFTP/SSH user, host, port 22, password reset, the ssh command, web root. */
export function LoginInfoCard({ site, boltId }: { site: SiteRecord; boltId: string }) {
  const translate = useTranslate();
  const host = site.hostname ?? '';
  const command = host ? sshCommand(site.sshUsername, host, site.sshPort) : null;
  const passwordLogin = site.sshAccess === 'password_and_keys';
  return (
    <SectionCard title="app.sites.ssh.title" icon={<TerminalIcon fontSize="small" />}>
      <InfoList>
        <InfoRow label="app.sites.ssh.username" copy={site.sshUsername} code>
          {site.sshUsername}
        </InfoRow>
        <InfoRow label="app.sites.ssh.hostname" copy={host || null} code>
          {host || translate('app.sites.overview.notPlaced')}
        </InfoRow>
        <InfoRow label="app.sites.ssh.port" code>
          {site.sshPort}
        </InfoRow>
        <InfoRow label="app.sites.ssh.password" action={passwordLogin ? <ResetSshPasswordButton site={site} /> : undefined}>
          {passwordLogin ? (
            translate('app.sites.ssh.passwordHidden')
          ) : (
            <>
              {translate('app.sites.ssh.passwordOff')}{' '}
              <Link component={RouterLink} to={sitePath(boltId, site.id, 'access')}>
                {translate('app.sites.ssh.accessSettings')}
              </Link>
            </>
          )}
        </InfoRow>
        {command && (
          <InfoRow label="app.sites.ssh.connect" copy={command} code>
            {command}
          </InfoRow>
        )}
        <InfoRow label="app.sites.ssh.webRoot" copy={site.webRoot} code>
          {site.webRoot}
        </InfoRow>
      </InfoList>
    </SectionCard>
  );
}
