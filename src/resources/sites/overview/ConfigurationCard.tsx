import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, Chip, Link, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { domainsSummary } from '../../domains/domainRules';
import { maskSecret } from '../siteFacts';
import { sitePath } from '../sitePaths';
import type { SiteRecord } from '../useSite';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { PageLink } from '../../../components/PageLink';
import { SectionCard } from '../../../components/SectionCard';
import { ApiKeyDialog } from './ApiKeyDialog';
import { useGitRepository } from '../git/useGitRepository';

/**
 * Spec 2 §2.12 configuration block: domains (two names, then '+ N more', spec 2 §2.1), cache, PHP,
 * git, internal URL and the API key. A site without domains points at its internal URL.
 */
export function ConfigurationCard({ site, boltId }: { site: SiteRecord; boltId: string }) {
  const translate = useTranslate();
  const [keyOpen, setKeyOpen] = useState(false);
  const git = useGitRepository(site.id);
  // A repository saved by the git wizard counts only once its connection test passed.
  const repository = git.data?.connected ? git.data : null;
  const page = (name: string) => sitePath(boltId, site.id, name);
  const domains = domainsSummary(site.domains);
  return (
    <SectionCard title="app.sites.overview.configuration" icon={<TuneIcon fontSize="small" />}>
      <InfoList>
        <InfoRow
          label="app.sites.overview.domains"
          action={<PageLink to={page('domains')} label={domains.names.length ? 'app.sites.overview.manage' : 'app.sites.overview.addDomain'} />}
        >
          {domains.names.length ? (
            <>
              {domains.names.map((name) => (
                <Box key={name} component="span" sx={{ display: 'block' }}>
                  {name}
                </Box>
              ))}
              {domains.more > 0 && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {translate('app.domains.more', { count: domains.more })}
                </Typography>
              )}
            </>
          ) : (
            <>
              <Box component="span" sx={{ display: 'block' }}>
                {translate('app.sites.overview.noDomains')}
              </Box>
              {site.internalUrl && (
                <Typography component="span" variant="caption" color="text.secondary">
                  {translate('app.sites.overview.servedAt')}
                </Typography>
              )}
            </>
          )}
        </InfoRow>
        <InfoRow label="app.sites.overview.cache" action={<PageLink to={page('cache')} label="app.sites.overview.manage" />}>
          {translate(`app.sites.cacheModes.${site.cacheMode}`, { _: site.cacheMode })}
          {site.devMode && <Chip size="small" color="warning" variant="outlined" label={translate('app.sites.overview.devMode')} sx={{ ml: 1 }} />}
        </InfoRow>
        <InfoRow label="app.sites.overview.php" action={<PageLink to={page('php-settings')} label="app.sites.overview.manage" />}>
          {translate('app.sites.overview.phpValue', { version: site.phpVersion, memory: site.phpMemoryLimit })}
        </InfoRow>
        <InfoRow
          label="app.sites.overview.git"
          action={<PageLink to={page('git')} label={repository ? 'app.sites.overview.manage' : 'app.sites.overview.connectGit'} />}
        >
          {git.isPending ? (
            <Skeleton width={160} />
          ) : repository ? (
            translate('app.sites.overview.gitValue', repository)
          ) : (
            translate(git.error ? 'app.sites.overview.gitUnknown' : 'app.sites.overview.gitNone')
          )}
        </InfoRow>
        <InfoRow label="app.sites.overview.internalUrl" copy={site.internalUrl} code>
          {site.internalUrl ? (
            <Link href={site.internalUrl} target="_blank" rel="noopener noreferrer">
              {site.internalUrl}
            </Link>
          ) : (
            translate('app.sites.overview.notPlaced')
          )}
        </InfoRow>
        {site.apikey && (
          <InfoRow
            label="app.sites.overview.apiKey"
            code
            action={
              <Button size="small" variant="outlined" onClick={() => setKeyOpen(true)}>
                {translate('app.sites.overview.manageKey')}
              </Button>
            }
          >
            {maskSecret(site.apikey)}
          </InfoRow>
        )}
      </InfoList>
      {site.apikey && <ApiKeyDialog site={site} open={keyOpen} onClose={() => setKeyOpen(false)} />}
    </SectionCard>
  );
}
