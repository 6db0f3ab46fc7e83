import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useRecordContext } from 'react-admin';

/** A rebuilt site, opening its admin settings. */
export const SiteResultLink = () => {
  const site = useRecordContext();
  if (!site) return null;
  return (
    <Link component={RouterLink} to={`/bolts/${site.boltId}/environments/${site.environmentId}/admin-settings`}>
      {site.siteTitle}
    </Link>
  );
};
