import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { SelectRecordCheckbox } from '../../components/bulk/SelectRecordCheckbox';
import { ListRow } from '../../components/ListRow';
import { StateDot } from '../../components/StateDot';
import { domainPaths, domainUrl } from './domainRules';
import { CdnTag } from './CdnTag';
import { CertificateTag } from './CertificateTag';
import type { Domain } from '../../dataProvider/calls/certificates';

/**
 * One domain of spec 2 §2.1: its name (opens the host in a new tab), CDN and certificate tags, its
 * site's state dot and title (and, for staff on the global list, the customer), Settings and Setup SSL.
 */
export function DomainItem({ domain, showCustomer }: { domain: Domain; showCustomer: boolean }) {
  const translate = useTranslate();
  const paths = domainPaths(domain.boltId, domain.environmentId, domain.name, domain.id);
  return (
    <ListRow
      start={<SelectRecordCheckbox id={domain.id} name={domain.name} />}
      end={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" component={Link} to={paths.settings} startIcon={<SettingsIcon />}>
            {translate('app.domains.settings')}
          </Button>
          <Button size="small" variant="outlined" component={Link} to={paths.setUpCertificate}>
            {translate('app.domains.setupSsl')}
          </Button>
        </Box>
      }
    >
      <MuiLink
        href={domainUrl(domain.name)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={translate('app.domains.openSite', { name: domain.name })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {domain.name}
        <OpenInNewIcon sx={{ fontSize: '1rem' }} aria-hidden />
      </MuiLink>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <StateDot state={domain.environment.state} showLabel={false} />
          <Typography component="span" variant="body2">
            {domain.environment.title}
          </Typography>
        </Box>
        {showCustomer && domain.customer && (
          <Typography component="span" variant="body2" color="text.secondary">
            {translate('app.domains.customer')}: {domain.customer}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, mt: 1 }}>
        <CdnTag cdn={domain.cdn} />
        <CertificateTag certificates={domain.certificates} />
      </Box>
    </ListRow>
  );
}
