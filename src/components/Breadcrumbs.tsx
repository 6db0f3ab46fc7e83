import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';

export interface BreadcrumbsProps {
  boltId: number | string;
  boltName?: string;
  /** The site, on site pages; its title when known. */
  site?: { id: number | string; title?: string };
}

/** Spec 2 §1: Bolts > Bolt > site on Bolt and site pages. */
export function Breadcrumbs({ boltId, boltName, site }: BreadcrumbsProps) {
  const translate = useTranslate();
  const bolt = boltName ?? translate('app.breadcrumbs.bolt', { id: boltId });
  return (
    <MuiBreadcrumbs aria-label={translate('app.breadcrumbs.label')} sx={{ mb: 1.5, fontSize: '0.875rem' }}>
      <Link component={RouterLink} to="/bolts" color="inherit">
        {translate('app.breadcrumbs.bolts')}
      </Link>
      {site ? (
        <Link component={RouterLink} to={`/bolts/${boltId}`} color="inherit">
          {bolt}
        </Link>
      ) : (
        <Typography component="span" color="text.primary" sx={{ fontSize: 'inherit' }}>
          {bolt}
        </Typography>
      )}
      {site && (
        <Typography component="span" color="text.primary" sx={{ fontSize: 'inherit' }}>
          {site.title ?? translate('app.breadcrumbs.site', { id: site.id })}
        </Typography>
      )}
    </MuiBreadcrumbs>
  );
}
