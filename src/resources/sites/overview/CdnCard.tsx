import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import { Alert, Button, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { cdnWizardPath } from '../../domains/domainRules';
import { cdnSetup, siteCdnOrder } from '../siteFacts';
import { sitePath } from '../sitePaths';
import type { SiteRecord } from '../useSite';
import { SectionCard } from '../../../components/SectionCard';
import { usePanelQuery } from '../../../dataProvider/usePanelQuery';

const BANNERS = {
  incomplete: { severity: 'warning', text: 'app.sites.cdn.incomplete' },
  enabled: { severity: 'success', text: 'app.sites.cdn.enabled' },
} as const;

/**
 * Spec 2 §2.12 CDN banner and button, from the CDN state of the site's domains (GET
 * environments/{id}/domains). The CDN wizard (spec 2 §2.3) continues an order still being set up
 * and comes back here when finished.
 */
export function CdnCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const { data: domains, isPending } = usePanelQuery(['siteDomains', String(site.id), 'cdn'], (dataProvider) => dataProvider.siteCdnDomains(site.id));
  // Unreadable domains leave the banner out and offer the wizard, which reads them itself.
  const order = siteCdnOrder(domains ?? []);
  const { banner, button } = cdnSetup(order);
  const wizard = cdnWizardPath(order, sitePath(site.boltId, site.id, 'overview'));
  return (
    <SectionCard title="app.sites.cdn.title" icon={<CloudQueueIcon fontSize="small" />}>
      {banner && (
        <Alert severity={BANNERS[banner].severity} sx={{ mb: 2 }}>
          {translate(BANNERS[banner].text)}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.sites.cdn.text')}
      </Typography>
      {isPending ? (
        <Skeleton variant="rounded" width={120} height={36} />
      ) : button === 'complete' ? (
        <Button variant="outlined" disabled>
          {translate('app.sites.cdn.complete')}
        </Button>
      ) : (
        <Button variant={button === 'setup' ? 'contained' : 'outlined'} component={Link} to={wizard}>
          {translate(button === 'setup' ? 'app.sites.cdn.setup' : 'app.sites.cdn.continue')}
        </Button>
      )}
    </SectionCard>
  );
}
