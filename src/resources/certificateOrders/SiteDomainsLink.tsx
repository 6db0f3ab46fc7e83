import { Link } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { sitePath } from '../sites/sitePaths';

/** The certificate's domain, linking to its site's domains, where it is renewed or replaced. */
export function SiteDomainsLink() {
  const certificate = useRecordContext<{ domain: string; boltId: number; environmentId: number }>();
  if (!certificate) return null;
  return (
    <Link component={RouterLink} to={sitePath(certificate.boltId, certificate.environmentId, 'domains')} onClick={(event) => event.stopPropagation()}>
      {certificate.domain}
    </Link>
  );
}
