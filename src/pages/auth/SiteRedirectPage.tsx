import { Alert, Link } from '@mui/material';
import { useEffect } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { LoadError } from '../../components/LoadError';
import { usePanelQuery } from '../../dataProvider/usePanelQuery';
import { HandOffPage } from './HandOffPage';
import { Waiting } from './Waiting';

/**
 * /siteredirect?site=<hostname or domain> (or ?domain=), signed in: opens the page of the caller's
 * site that answers to that address (staff: anyone's). An address no site of theirs answers to
 * says so, with a way on to the Bolts.
 */
export default function SiteRedirectPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const site = (params.get('site') ?? params.get('domain') ?? '').trim();
  const found = usePanelQuery(['environments', 'site-redirect', site], (dataProvider) => dataProvider.siteRedirect(site), { enabled: site !== '' });
  const path = found.data?.path;

  useEffect(() => {
    if (path) navigate(path, { replace: true });
  }, [navigate, path]);

  const missing = site === '' || (found.error instanceof HttpError && found.error.status === 404);
  if (!missing && !found.error)
    return (
      <HandOffPage title="app.routes.siteRedirect">
        <Waiting text={translate('app.accountLinks.findingSite', { site })} />
      </HandOffPage>
    );
  return (
    <HandOffPage title="app.routes.siteRedirect">
      {missing ? (
        <Alert severity="warning">{site ? translate('app.accountLinks.siteNotFound', { site }) : translate('app.accountLinks.noSite')}</Alert>
      ) : (
        <LoadError error={found.error} onRetry={() => found.refetch()} />
      )}
      <Link component={RouterLink} to="/bolts" sx={{ justifySelf: 'center', fontWeight: 600 }}>
        {translate('app.accountLinks.toBolts')}
      </Link>
    </HandOffPage>
  );
}
