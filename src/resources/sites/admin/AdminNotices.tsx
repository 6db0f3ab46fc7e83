import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useRole } from '../../../layout/useRole';
import { sitePath } from '../sitePaths';
import { AdminNotice as Notice } from './AdminNotice';
import type { SiteRecord } from '../useSite';

/**
 * Spec 1 §2 notices of the admin settings page: development mode (with a Caching link) and a
 * redirection (an Admin link for admins, a Redirection link otherwise; both lead to the site's
 * redirection settings, where the redirect is changed).
 */
export function AdminNotices({ boltId, site }: { boltId: string; site: SiteRecord }) {
  const translate = useTranslate();
  const role = useRole();
  if (!site.devMode && !site.redirectTarget) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, mb: 3 }}>
      {site.devMode && (
        <Notice
          text={translate('app.sites.admin.devModeNotice')}
          link={translate('app.sites.admin.caching')}
          to={sitePath(boltId, site.id, 'cache')}
        />
      )}
      {site.redirectTarget && (
        <Notice
          text={translate('app.sites.admin.redirectNotice', { target: site.redirectTarget })}
          link={translate(role === 'admin' ? 'app.sites.admin.adminLink' : 'app.sites.admin.redirectionLink')}
          to={sitePath(boltId, site.id, 'redirection')}
        />
      )}
    </Box>
  );
}
