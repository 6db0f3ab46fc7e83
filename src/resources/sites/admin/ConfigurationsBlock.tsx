import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslate } from 'react-admin';
import { StateDot } from '../../../components/StateDot';
import type { SiteRecord } from '../useSite';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { formatMoment } from '../../../rules/dates';

/** The site's configuration as the hosting platform holds it, with the server it runs on. */
export function ConfigurationsBlock({ site }: { site: SiteRecord & { server?: string | null } }) {
  const translate = useTranslate();
  const yesNo = (value: boolean) => translate(value ? 'resources.shared.yes' : 'resources.shared.no');
  return (
    <SectionCard title="app.sites.admin.configurations" icon={<SettingsIcon fontSize="small" />}>
      <InfoList>
        <InfoRow label="app.sites.admin.state">
          <StateDot state={site.state} />
        </InfoRow>
        <InfoRow label="app.sites.admin.enabled">{yesNo(site.enabled)}</InfoRow>
        <InfoRow label="app.sites.admin.server" code>
          {site.server ?? translate('app.sites.overview.notPlaced')}
        </InfoRow>
        <InfoRow label="app.sites.ssh.hostname" copy={site.hostname} code>
          {site.hostname ?? '-'}
        </InfoRow>
        <InfoRow label="app.sites.admin.internalName" copy={site.name} code>
          {site.name}
        </InfoRow>
        <InfoRow label="app.sites.admin.platform">{translate(site.isLegacy ? 'app.sites.legacy' : 'app.sites.admin.nextGen')}</InfoRow>
        <InfoRow label="app.sites.overview.php">
          {translate('app.sites.admin.phpValue', { version: site.phpVersion, memory: site.phpMemoryLimit, timezone: site.phpTimezone })}
        </InfoRow>
        <InfoRow label="app.sites.overview.cache">{translate(`app.sites.cacheModes.${site.cacheMode}`, { _: site.cacheMode })}</InfoRow>
        <InfoRow label="app.sites.admin.sshAccess">{translate(`app.sites.sshAccess.${site.sshAccess}`, { _: site.sshAccess })}</InfoRow>
        <InfoRow label="app.sites.admin.sftp">{yesNo(site.sftp)}</InfoRow>
        <InfoRow label="app.sites.admin.created">{formatMoment(site.createdAt)}</InfoRow>
      </InfoList>
    </SectionCard>
  );
}
