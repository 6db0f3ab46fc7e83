import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { StateDot } from '../../../components/StateDot';
import { SiteLocation } from '../SiteLocation';
import { SitePageHeader } from '../SitePageHeader';
import type { SiteRecord } from '../useSite';
import { SiteTitleEditor } from './SiteTitleEditor';

/** The site's name (renamed in place), state, location and a way to open the site. */
export function SiteOverviewHeader({ site, boltId }: { site: SiteRecord; boltId: string }) {
  const translate = useTranslate();
  return (
    <SitePageHeader boltId={boltId} envId={site.id} site={site}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
        <Box sx={{ minWidth: 0, flex: '1 1 320px' }}>
          <SiteTitleEditor site={site} />
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: { xs: 1, sm: 2 }, mt: 1 }}>
            <StateDot state={site.state} />
            <SiteLocation location={site.location} />
            {site.isLegacy && <Chip size="small" variant="outlined" label={translate('app.sites.legacy')} />}
          </Box>
        </Box>
        {site.internalUrl && (
          <Button variant="outlined" href={site.internalUrl} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
            {translate('app.sites.overview.visit')}
          </Button>
        )}
      </Box>
    </SitePageHeader>
  );
}
