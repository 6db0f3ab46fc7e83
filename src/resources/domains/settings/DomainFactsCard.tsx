import LanguageIcon from '@mui/icons-material/Language';
import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { InfoList } from '../../../components/InfoList';
import { InfoRow } from '../../../components/InfoRow';
import { SectionCard } from '../../../components/SectionCard';
import { StateDot } from '../../../components/StateDot';
import type { Domain } from '../../../dataProvider/calls/certificates';
import { cdnSetup } from '../../sites/siteFacts';
import { cdnWizardPath, domainPaths } from '../domainRules';
import { CdnTag } from '../CdnTag';
import { formatMoment } from '../../../rules/dates';

/**
 * The domain: its name, site, whether it is an apex (and then whether its www twin is added), when
 * it was added, and its CDN state with spec 2 §2.12's wording and button.
 */
export function DomainFactsCard({ domain, siteDomains }: { domain: Domain; siteDomains: readonly string[] }) {
  const translate = useTranslate();
  const { button } = cdnSetup(domain.cdn);
  const back = domainPaths(domain.boltId, domain.environmentId, domain.name, domain.id).settings;
  const yesNo = (value: boolean) => translate(value ? 'app.domains.detail.yes' : 'app.domains.detail.no');
  const www = `www.${domain.name}`;
  return (
    <SectionCard title="app.domains.detail.title" icon={<LanguageIcon fontSize="small" />}>
      <InfoList>
        <InfoRow label="app.domains.detail.name" copy={domain.name} code>
          {domain.name}
        </InfoRow>
        <InfoRow label="app.domains.detail.site">
          <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
            <StateDot state={domain.environment.state} showLabel={false} />
            {domain.environment.title}
          </Box>
        </InfoRow>
        <InfoRow label="app.domains.detail.apex">{yesNo(domain.apex)}</InfoRow>
        {domain.apex && (
          <InfoRow label="app.domains.detail.www">
            {translate(siteDomains.includes(www) ? 'app.domains.detail.wwwAdded' : 'app.domains.detail.wwwMissing', { name: domain.name })}
          </InfoRow>
        )}
        <InfoRow label="app.domains.detail.added">{formatMoment(domain.createdAt, 'date')}</InfoRow>
        <InfoRow
          label="app.domains.detail.cdn"
          action={
            button !== 'complete' && (
              <Button size="small" variant="outlined" component={Link} to={cdnWizardPath(domain.cdn, back)}>
                {translate(button === 'setup' ? 'app.domains.detail.setupCdn' : 'app.domains.detail.continueCdn')}
              </Button>
            )
          }
        >
          <CdnTag cdn={domain.cdn} />
        </InfoRow>
      </InfoList>
      {domain.readonly && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {translate('app.domains.detail.readonly')}
        </Typography>
      )}
    </SectionCard>
  );
}
