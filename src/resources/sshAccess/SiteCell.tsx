import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { AccessEntry } from '../sshKeys/sshKeys';
import { sitePagePath } from './sshAccessPaths';

/** The site an access opens (to its access page) and its Bolt (to the Bolt's page). */
export function SiteCell({ entry }: { entry: AccessEntry }) {
  const translate = useTranslate();
  return (
    <>
      <MuiLink component={Link} to={sitePagePath(entry.environmentId)} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {entry.site.title}
      </MuiLink>
      <Typography component="div" variant="body2" color="text.secondary">
        <MuiLink component={Link} to={`/bolts/${encodeURIComponent(entry.site.boltId)}`} color="inherit">
          {translate('app.sshPages.bolt', { id: entry.site.boltId })}
        </MuiLink>
        {` · ${entry.site.name}`}
      </Typography>
    </>
  );
}
