import { Alert, AlertTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Spec 2 §1: every page of a site shows this banner while the site is not enabled. Site pages
 * render it under their breadcrumbs: `<SiteNotEnabledBanner site={site} />`.
 */
export function SiteNotEnabledBanner({ site }: { site?: { enabled?: boolean } }) {
  const translate = useTranslate();
  if (!site || site.enabled !== false) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2.5 }}>
      <AlertTitle>{translate('app.sites.notEnabled.title')}</AlertTitle>
      {translate('app.sites.notEnabled.text')}
    </Alert>
  );
}
