import CloudQueueIcon from '@mui/icons-material/CloudQueue';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { cdnSetup } from '../siteFacts';
import type { SiteRecord } from '../useSite';
import { SectionCard } from '../../../components/SectionCard';

const BANNERS = {
  incomplete: { severity: 'warning', text: 'app.sites.cdn.incomplete' },
  enabled: { severity: 'success', text: 'app.sites.cdn.enabled' },
} as const;

/** Spec 2 §2.12 CDN banner and button; the CDN wizard (spec 2 §2.3) sets the CDN up. */
export function CdnCard({ site }: { site: SiteRecord }) {
  const translate = useTranslate();
  const { banner, button } = cdnSetup(site.cdn);
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
      {button === 'complete' ? (
        <Button variant="outlined" disabled>
          {translate('app.sites.cdn.complete')}
        </Button>
      ) : (
        <Button variant={button === 'setup' ? 'contained' : 'outlined'} component={Link} to="/cdn-wizard">
          {translate(button === 'setup' ? 'app.sites.cdn.setup' : 'app.sites.cdn.continue')}
        </Button>
      )}
    </SectionCard>
  );
}
