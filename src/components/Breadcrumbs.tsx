import { Breadcrumbs as MuiBreadcrumbs, Link, Skeleton, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useNameInTitle } from '../layout/titleRecord';

export interface BreadcrumbsProps {
  boltId: number | string;
  /** The site, on site pages. */
  siteId?: number | string;
}

interface Named {
  id: number | string;
  name?: string;
  title?: string;
}

/**
 * Spec 2 §1: Bolts > Bolt > site on Bolt and site pages, by name (the page's own reads share the
 * cache). The last crumb also names the record in the document title.
 */
export function Breadcrumbs({ boltId, siteId }: BreadcrumbsProps) {
  const translate = useTranslate();
  const bolt = useGetOne<Named>('bolts', { id: boltId });
  const site = useGetOne<Named>('environments', { id: siteId ?? '' }, { enabled: siteId !== undefined, retry: false });
  const boltName = bolt.data?.name ?? (bolt.error ? translate('app.breadcrumbs.bolt', { id: boltId }) : undefined);
  const siteTitle = site.data?.title ?? (site.error ? translate('app.breadcrumbs.site', { id: siteId }) : undefined);
  useNameInTitle(siteId === undefined ? bolt.data?.name : site.data?.title);
  const current = (text: string | undefined) => (
    <Typography component="span" color="text.primary" sx={{ fontSize: 'inherit' }}>
      {text ?? <Skeleton aria-hidden width={96} sx={{ display: 'inline-block' }} />}
    </Typography>
  );
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mb: 1.5, fontSize: '0.875rem' }}>
      <Link component={RouterLink} to="/bolts" color="inherit">
        {translate('app.breadcrumbs.bolts')}
      </Link>
      {siteId === undefined ? (
        current(boltName)
      ) : (
        <Link component={RouterLink} to={`/bolts/${boltId}`} color="inherit">
          {boltName ?? <Skeleton aria-hidden width={96} sx={{ display: 'inline-block' }} />}
        </Link>
      )}
      {siteId !== undefined && current(siteTitle)}
    </MuiBreadcrumbs>
  );
}
